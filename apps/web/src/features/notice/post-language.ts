import { POST_LANGUAGES, type PostLanguage } from '@moim/contract/post-values';

/** The posts' language for an interface language (`zh-CN` writes `zh` posts); English when posts have none. */
export function postLanguageOf(uiLanguage: string): PostLanguage {
  return POST_LANGUAGES.find((language) => language === uiLanguage.slice(0, 2)) ?? 'en';
}
