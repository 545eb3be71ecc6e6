import { describe, expect, it } from 'vitest';
import { withLanguage } from './page-head.ts';

describe('withLanguage', () => {
  it('sets the language of the html element, whatever it said before', () => {
    expect(withLanguage('<!doctype html><html lang="en"><head></head></html>', 'ko')).toBe(
      '<!doctype html><html lang="ko"><head></head></html>',
    );
    expect(withLanguage("<html class='x' LANG='en' data-a=1>", 'zh-CN')).toBe(
      '<html class=\'x\' lang="zh-CN" data-a=1>',
    );
    expect(withLanguage('<html lang=en>', 'ja')).toBe('<html lang="ja">');
  });

  it('adds it to an html element without one', () => {
    expect(withLanguage('<!doctype html>\n<html>\n<body></body></html>', 'vi')).toBe(
      '<!doctype html>\n<html lang="vi">\n<body></body></html>',
    );
  });

  it('leaves the rest alone: a lang in the body, a page without an html element', () => {
    expect(withLanguage('<html lang="en"><body><p lang="ko">안녕</p></body></html>', 'ja')).toBe(
      '<html lang="ja"><body><p lang="ko">안녕</p></body></html>',
    );
    expect(withLanguage('<p>no html element</p>', 'ko')).toBe('<p>no html element</p>');
  });
});
