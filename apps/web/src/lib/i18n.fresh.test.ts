import { afterEach, describe, expect, it } from 'vitest';
import type { ReadCallback } from 'i18next';
import i18n, { backendOf, isMessageKey } from './i18n.ts';

afterEach(() => i18n.changeLanguage('en'));

describe('i18n', () => {
  it("loads a screen's texts in the reader's language only, not in English besides", async () => {
    await i18n.changeLanguage('ko');
    await i18n.loadNamespaces('notice');
    expect(i18n.hasResourceBundle('ko', 'notice')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'notice')).toBe(false);
    expect(i18n.t('notice:list.title')).toBe('한국 생활');
  });

  it("tells the contract's message codes from other keys by the reader's own messages", async () => {
    await i18n.changeLanguage('vi');
    await i18n.loadNamespaces('messages');
    expect(isMessageKey('invalidEmail')).toBe(true);
    expect(isMessageKey('events:post.imagesUploading')).toBe(false);
    expect(isMessageKey('noSuchMessage')).toBe(false);
  });

  it("shows English's texts where a language's cannot be loaded, and the error where neither can", async () => {
    const english = { list: { title: 'Living in Korea' } };
    const backend = backendOf((language) =>
      language === 'en' ? Promise.resolve(english) : Promise.reject(new Error('chunk gone')),
    );
    const read = (language: string) =>
      new Promise<Parameters<ReadCallback>>((resolve) =>
        backend.read(language, 'notice', (...args: Parameters<ReadCallback>) => resolve(args)),
      );
    expect(await read('ko')).toEqual([null, english]);

    const broken = backendOf(() => Promise.reject(new Error('offline')));
    const [error, data] = await new Promise<Parameters<ReadCallback>>((resolve) =>
      broken.read('ko', 'notice', (...args: Parameters<ReadCallback>) => resolve(args)),
    );
    expect(error).toEqual(new Error('offline'));
    expect(data).toBe(false);
  });
});
