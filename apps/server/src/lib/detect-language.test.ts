import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['ko', '홍대입구역 9번 출구에서 만나요. 물 가져오세요!'],
    ['ja', '日本語で話しましょう。東京から来ました。'],
    ['zh-CN', '我们一起去爬山吧，请带上水和零食。'],
    ['vi', 'Chúng ta cùng đi leo núi nhé, nhớ mang theo nước.'],
    ['en', 'Let us meet at the park on Sunday and have a picnic together.'],
  ])('finds %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('gives a mixed text the language most of it is written in', () => {
    expect(detectLanguage('Seoul hiking 서울 등산 모임입니다. 매주 일요일 아침에 만나요')).toBe('ko');
    expect(detectLanguage('Language exchange night in Hongdae: bring a friend, 한국어 OK')).toBe('en');
  });

  it('tells a short word by its script', () => {
    expect(detectLanguage('김치')).toBe('ko');
    expect(detectLanguage('ラーメン')).toBe('ja');
    expect(detectLanguage('東京')).toBe('zh-CN');
  });

  it('gives no language to a text that says too little', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('  12,000 ₩ 🎉 ')).toBeNull();
  });
});
