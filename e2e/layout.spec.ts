import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@moim/contract/locales';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, expectNoTokenInStorage, signIn } from './support/accounts.ts';
import { apiUser, publishEvent } from './support/discovery-data.ts';
import { BASE_URL } from './support/services.ts';

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');
const commonTexts = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'common.json'), 'utf8')) as {
    footer: { copyright: string };
  };

/** Reads Moim in `language` from the first byte (the cookie the language switch sets). */
async function readIn(page: Page, language: string) {
  await page.context().addCookies([{ name: 'moim_lang', value: language, url: BASE_URL }]);
}

/** The boxes of a list's items, by row: each row's first and last item reach the list's edges. */
async function rowsOf(list: Locator) {
  return list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number; count: number }>();
    for (const item of element.children) {
      const r = item.getBoundingClientRect();
      const top = Math.round(r.top);
      const row = rows.get(top) ?? { left: Infinity, right: -Infinity, count: 0 };
      rows.set(top, { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right), count: row.count + 1 });
    }
    return { left: box.left, right: box.right, rows: [...rows.values()] };
  });
}

test.describe('layout', () => {
  test('home loads with header and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Moim' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(header).toHaveAttribute('data-variant', 'main');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/logIn');
    await expect(footer.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/allEvents');
    for (const name of ['Instagram', 'Facebook', 'KakaoTalk']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(footer.getByText(/© \d{4} Moim/)).toBeVisible();
  });

  test('the header links navigate', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/allEvents$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'main');
    await header.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/fnq$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'default');
    await header.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await header.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/createAccount$/);
    // Account screens hide header and footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goBack();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/logIn$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the footer newsletter form subscribes, and refuses an invalid address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    await email.fill('not an email');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/events/subscribe')) requests++;
    });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    expect(requests).toBe(0);

    await email.fill(`reader-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription successful')).toBeVisible();
    expect(requests).toBe(1);
    await expect(email).toHaveValue('');
  });

  test('a login-required route sends a visitor to sign in with the notice', async ({ page }) => {
    await page.goto('/postEvent');
    await expect(page.getByText('Login is required!')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=%2FpostEvent$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the blog page sends a user who is not an admin home', async ({ page, request }) => {
    const me = await createAccount(request);
    await signIn(page, me.userId, me.password);
    await page.goto('/createBlog');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('routes match regardless of case, and an unknown path shows a 404 page', async ({ page }) => {
    await page.goto('/ContactUs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/being built|Contact/);
    await expect(page).toHaveTitle(/Contact us/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Moim');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('switching to 한국어 changes the header texts and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByLabel('Language').selectOption('ko');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '홈' })).toBeVisible();
    await expect(header.getByRole('link', { name: '이벤트' })).toBeVisible();
    await expect(header.getByRole('link', { name: '도움말' })).toBeVisible();
    await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: '도움말' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(/© \d{4} Moim\. 모든 권리 보유\./)).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 · Moim');
  });

  test('Living in Korea, About Moim and Contact us are in the header, the footer and on the home page', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Living in Korea' })).toHaveAttribute('href', '/notice');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Living in Korea', '/notice'],
      ['About Moim', '/ourCompany'],
      ['Help and FAQ', '/fnq'],
      ['Contact us', '/contactUs'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Read the Living-in-Korea guides' })).toHaveAttribute(
      'href',
      '/notice',
    );
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
    await expect(main.getByRole('link', { name: 'About Moim' })).toHaveAttribute('href', '/ourCompany');
    await header.getByRole('link', { name: 'Living in Korea' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Living in Korea' })).toBeVisible();
  });

  for (const language of locales) {
    test(`the footer is in ${language}, its copyright line too`, async ({ page }) => {
      await readIn(page, language);
      await page.goto('/');
      const year = new Date().getFullYear();
      const copyright = commonTexts(language).footer.copyright.replace('{{year}}', String(year));
      await expect(page.getByRole('contentinfo').getByText(copyright, { exact: true })).toBeVisible();
      if (language !== 'en')
        expect(copyright).not.toBe(commonTexts('en').footer.copyright.replace('{{year}}', String(year)));
    });
  }

  test('the profile menu is one stop for the keyboard: arrows move in it, Tab leaves it closed', async ({
    page,
    request,
  }) => {
    const me = await createAccount(request);
    await signIn(page, me.userId, me.password);
    const button = page.getByRole('banner').getByRole('button', { name: /^Open profile menu/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /^Chatting/ })).toBeFocused();
    // Tab leaves the menu, closed, for what comes after its button: the screen's first control.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    const focused = await page.evaluate(() => ({
      inHeader: document.activeElement?.closest('header') !== null,
      tag: document.activeElement?.tagName,
    }));
    expect(focused).toEqual({ inHeader: false, tag: expect.stringMatching(/^(A|BUTTON|INPUT|SELECT)$/) });
    // Shift+Tab from the menu goes back to its button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the members' testimonials fill every row of their grid", async ({ page }) => {
    for (const width of [1280, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const list = page.getByRole('region', { name: 'What our members say' }).getByRole('list');
      const { left, right, rows } = await rowsOf(list);
      expect(rows.length, `${width} px`).toBeGreaterThan(1);
      for (const row of rows) {
        expect(Math.abs(row.left - left), `${width} px`).toBeLessThan(1);
        expect(Math.abs(row.right - right), `${width} px: a row ends short of the grid's edge`).toBeLessThan(1);
      }
    }
  });

  test("a card's badges stay on one line in Vietnamese, and its place keeps its romanised part", async ({
    page,
    request,
  }) => {
    const host = await apiUser(request);
    const name = `Badge check ${Date.now().toString(36)}`;
    await publishEvent(host, {
      name,
      category: 'Art/Fashion',
      type: 'FirstCome',
      inDays: 12,
      location: '서울특별시 노원구 (Nowon-gu, Seoul)',
    });
    await host.api.dispose();
    await readIn(page, 'vi');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/allEvents?q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article').filter({ hasText: name });
      const badges = card.getByRole('list');
      await expect(badges.getByRole('listitem')).toHaveText(['Nghệ thuật/Thời trang', 'Đến trước được trước']);
      const tops = await badges
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
      expect(new Set(tops).size, `${width} px: the badges wrap`).toBe(1);
      const romanised = card.getByText('(Nowon-gu, Seoul)', { exact: true });
      await expect(romanised).toBeVisible();
      expect(
        await romanised.evaluate((e) => e.scrollWidth <= e.clientWidth),
        `${width} px: the romanised place is cut`,
      ).toBe(true);
    }
  });

  test('a notice belongs to its page: it is gone after moving on', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`notice${Date.now().toString(36)}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription successful')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/allEvents$/);
    await expect(page.getByText('Subscription successful')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the hamburger menu opens and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Events' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'All Events', 'Help', 'Sign in', 'Sign up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'All Events' }).click();
    await expect(page).toHaveURL(/\/allEvents$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu leads to Living in Korea, About Moim and Contact us', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Living in Korea' })).toHaveAttribute('href', '/notice');
    await expect(menu.getByRole('link', { name: 'About Moim' })).toHaveAttribute('href', '/ourCompany');
    await expect(menu.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  });

  test('every screen keeps the same side margins', async ({ page, request }) => {
    const me = await createAccount(request);
    await signIn(page, me.userId, me.password);
    for (const path of ['/', '/allEvents', '/fnq', '/notice', '/contactUs', '/postEvent']) {
      await page.goto(path);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const box = (await heading.boundingBox())!;
      expect([Math.round(box.x), Math.round(390 - box.x - box.width)], path).toEqual([16, 16]);
    }
  });

  test('the chat fills the screen: only its own lists scroll, with no footer below', async ({ page, request }) => {
    const me = await createAccount(request);
    await signIn(page, me.userId, me.password);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chatting' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(
      0,
    );
    // Elsewhere the footer is there, below the screen.
    await page.goto('/fnq');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a signed-in user sees Create Event, Chatting, My Page and Log out', async ({ page, request }) => {
    const me = await createAccount(request);
    await signIn(page, me.userId, me.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Create Event' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Chatting' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Page' })).toHaveAttribute('href', `/userPage/${me.userId}`);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    await expectNoTokenInStorage(page);
  });
});
