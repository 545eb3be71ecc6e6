import { afterEach, describe, expect, it } from 'vitest';
import i18n, { isMessageKey } from './i18n.ts';

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
});
