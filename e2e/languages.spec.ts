import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ko as koreanMessages } from '@moim/contract/messages/ko';
import { createAccount, PASSWORD, signIn } from './support/accounts.ts';
import { apiUser, publishEvent, type ApiUser } from './support/discovery-data.ts';
import { waitForMail } from './support/mail.ts';

// The five languages from a reader's first visit on: picked from the browser's languages, told
// when only a near one exists, remembered (cookie, local storage, a signed-in user's profile),
// with <html lang> right from the server's first byte. Texts are read from the locale files, so
// the checks hold as the translations change; dates and language names come from Intl and prove
// the language on their own.

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');
type Texts = Record<string, unknown>;
const texts = (language: string, namespace: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Texts;
function text(language: string, key: string): string {
  const [namespace, rest] = key.split(':') as [string, string];
  const value = rest.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts(language, namespace));
  if (typeof value !== 'string') throw new Error(`${language} ${key} is not a text`);
  return value;
}

let host: ApiUser;
let eventId: number;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(60_000);
  host = await apiUser(request);
  eventId = await publishEvent(host, {
    name: `Language café ${Date.now().toString(36)}`,
    category: 'Social',
    type: 'FirstCome',
    inDays: 10,
    languages: ['en', 'ko'],
  });
});

test.afterAll(async () => {
  await host?.api.dispose();
});

/** A first visit of a browser set to other languages (Playwright's locale, per context). */
async function firstVisit(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

const languageSelect = (page: Page, language: string) =>
  page.getByRole('banner').getByRole('combobox', { name: text(language, 'common:language.label') });

test('a browser set to Japanese gets Moim in Japanese, from the first byte on, with no font to download', async ({
  browser,
}) => {
  const page = await firstVisit(browser, { locale: 'ja-JP' });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  const response = await page.goto(`/events/${eventId}`);
  expect(await response!.text()).toMatch(/<html[^>]*\slang="ja"/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(languageSelect(page, 'ja')).toHaveValue('ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Korea time, written the Japanese way; the languages named in Japanese.
  await expect(page.getByText(/\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\) 19:00/)).toBeVisible();
  await expect(page.getByText('英語、韓国語')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'home:banner.title') })).toBeVisible();
  expect(fonts).toEqual([]);
  await page.context().close();
});

test('Traditional Chinese and French get Simplified Chinese, and the reader is told', async ({ browser }) => {
  const page = await firstVisit(browser, {
    locale: 'zh-TW',
    // Playwright's locale is one language; the browser's list of them, and its Accept-Language, say both.
    extraHTTPHeaders: { 'Accept-Language': 'zh-TW,fr;q=0.9' },
  });
  await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['zh-TW', 'fr'] }));
  const response = await page.goto(`/events/${eventId}`);
  expect(await response!.text()).toMatch(/<html[^>]*\slang="zh-CN"/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText(text('zh-CN', 'common:language.approximate'))).toBeVisible();
  await expect(languageSelect(page, 'zh-CN')).toHaveValue('zh-CN');
  await expect(page.getByText('英语和韩语')).toBeVisible();
  await page.context().close();
});

test('the switcher offers the five languages by their own names, and the choice outlasts reloads', async ({
  browser,
}) => {
  // A Japanese browser whose reader picks Korean: the choice wins over the browser from then on.
  const page = await firstVisit(browser, { locale: 'ja-JP' });
  await page.goto('/');
  const select = languageSelect(page, 'ja');
  await expect(select.getByRole('option')).toHaveText(['English', '한국어', '简体中文', 'Tiếng Việt', '日本語']);
  await select.selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: text('ko', 'home:banner.title') })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'moim_lang');
  expect(cookie?.value).toBe('ko');
  expect(await page.evaluate(() => localStorage.getItem('moim.language'))).toBe('ko');

  const reloaded = await page.reload();
  expect(await reloaded!.text()).toMatch(/<html[^>]*\slang="ko"/);
  await expect(page.getByRole('heading', { level: 1, name: text('ko', 'home:banner.title') })).toBeVisible();
  await expect(languageSelect(page, 'ko')).toHaveValue('ko');

  // Another tab of the same browser, on another page: still Korean, dates the Korean way.
  const other = await page.context().newPage();
  await other.goto(`/events/${eventId}`);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(
    other.getByText(/\d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오후 7:00 \(한국 시간\)/),
  ).toBeVisible();
  await expect(other.getByText('진행 언어: 영어 및 한국어')).toBeVisible();
  await page.context().close();
});

test('a reader abroad sees the start in Korea time and on their own clock', async ({ browser }) => {
  const page = await firstVisit(browser, { locale: 'en-US', timezoneId: 'Europe/Paris' });
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText(/, 7:00 PM \(Korea time\)$/)).toBeVisible();
  // 19:00 in Seoul is 11:00 in Paris in winter, 12:00 in summer.
  await expect(page.getByText(/(11:00 AM GMT\+1|12:00 PM GMT\+2) in your time zone$/)).toBeVisible();
  await expect(page.getByText(/^in (10|9|11) days$/)).toBeVisible();
  await page.context().close();
});

test("a signed-in user's language goes to their profile, and Moim's mails follow it", async ({ page, request }) => {
  const me = await createAccount(request);
  await signIn(page, me.userId, PASSWORD);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/language') && r.request().method() === 'PUT' && r.ok(),
  );
  await languageSelect(page, 'en').selectOption('ko');
  expect((await stored).request().postDataJSON()).toEqual({ language: 'ko' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  // Asked for from elsewhere, in English and without the cookie: the mail is in the profile's language.
  const since = Date.now();
  const asked = await request.post('/api/user/findUsername', {
    data: { email: me.email },
    headers: { 'Accept-Language': 'en-US,en;q=0.9' },
  });
  expect(asked.status()).toBe(200);
  const mail = await waitForMail(me.email, new RegExp(koreanMessages.mailForgotIdSubject), { since });
  expect(mail.text).toContain(me.userId);
  expect(mail.text).toContain(koreanMessages.mailForgotIdLead.replace('{{username}}', me.username));
});
