import { expect, test } from '@playwright/test';
import { createAccount, expectNoTokenInStorage, signIn } from './support/accounts.ts';

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
