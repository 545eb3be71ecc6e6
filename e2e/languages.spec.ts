import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ko as koreanMessages } from '@moim/contract/messages/ko';
import { createAccount, PASSWORD, signIn } from './support/accounts.ts';
import { cataloguesOf, fileOf } from './support/catalogues.ts';
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
    other.getByText(/\d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오후 7:00 – 오후 9:00 \(한국 시간\)/),
  ).toBeVisible();
  await expect(other.getByText('진행 언어: 영어 및 한국어')).toBeVisible();
  await page.context().close();
});

test('a reader abroad sees the start in Korea time and on their own clock', async ({ browser }) => {
  const page = await firstVisit(browser, { locale: 'en-US', timezoneId: 'Europe/Paris' });
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText(/, 7:00 PM – 9:00 PM \(Korea time\)$/)).toBeVisible();
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

test("every page loads its reader's texts only, never another language's", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const me = await createAccount(request);
  for (const language of ['ko', 'vi'] as const) {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    const others: string[] = [];
    const own = new Set<string>();
    let where = '';
    page.on('response', (response) => {
      for (const { language: of, namespace } of cataloguesOf(response.url())) {
        const file = fileOf(response.url());
        if (of === language) own.add(namespace);
        else others.push(`${language} ${where}: ${file} holds ${of} ${namespace}`);
      }
    });
    const visit = async (path: string) => {
      where = path;
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
    };
    for (const path of [
      '/',
      '/allEvents',
      `/events/${eventId}`,
      '/notice',
      '/notice/phone-plans',
      '/fnq',
      '/contactUs',
      '/ourCompany',
      '/logIn',
      '/createAccount',
      '/findPassword',
      '/no-such-page',
    ]) {
      await visit(path);
    }
    // Signed in: the screens with forms, the chat and the profile.
    expect(
      (await page.request.post('/api/user/signIn', { data: { userId: me.userId, password: PASSWORD } })).ok(),
    ).toBe(true);
    await page.evaluate((userId) => localStorage.setItem('userId', userId), me.userId);
    for (const path of ['/postEvent', '/chat', `/userPage/${me.userId}`, `/reviews/${host.userId}`]) await visit(path);
    await context.close();
    // The check sees the reader's texts load at all.
    expect([...own]).toEqual(expect.arrayContaining(['common', 'home', 'messages']));
    expect(others).toEqual([]);
  }
});

/** Korean words (runs of Hangul) shown on the page that a line break cuts in two. */
function splitKoreanWords(): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element?.closest('[lang]')?.getAttribute('lang')?.startsWith('ko')) continue;
    for (const word of (node.textContent ?? '').matchAll(/[\uAC00-\uD7A3]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
      if (lines.size > 1) split.push(word[0]);
    }
  }
  return split;
}

test('Korean lines break between words, never inside one; Japanese and Chinese headings between phrases', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const width of [390, 320]) {
    const context = await browser.newContext({ locale: 'ko', viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const path of ['/', '/allEvents', '/fnq', '/notice', '/ourCompany', '/contactUs']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(splitKoreanWords), `${path} at ${width} px`).toEqual([]);
    }
    // A long string with no space (an address, a link) still wraps inside its box.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowWrap)).toBe('anywhere');
    await context.close();
  }
  for (const language of ['ja', 'zh-CN']) {
    const context = await browser.newContext({ locale: language, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(
      await heading.evaluate((h) => [
        getComputedStyle(h).wordBreak,
        getComputedStyle(h).getPropertyValue('text-wrap-style'),
      ]),
      language,
    ).toEqual(['auto-phrase', 'balance']);
    await context.close();
  }
});
