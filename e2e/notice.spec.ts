import { expect, test } from '@playwright/test';
import { adminAccount, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

test("a fresh install shows each starter topic once, in the reader's language, and a post links its translations", async ({
  page,
  browser,
}) => {
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Living in Korea' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.locator('article h3[lang="en"]')).toHaveCount(12);
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('vi');
  await expect(page.locator('article h3[lang="vi"]')).toHaveCount(12);
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('');
  await expect(page.locator('article h3[lang="en"]')).toHaveCount(12);

  await page.getByRole('link', { name: /Alien Registration Card/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How to apply' })).toBeVisible();
  await page.getByText('Who can I call in my language?').click();
  await expect(page.getByText(/1345/).first()).toBeVisible();
  await page.getByRole('link', { name: /Korean: 외국인등록증/ }).click();
  await expect(page).toHaveURL(/\/notice\/alien-registration-card-ko$/);

  // A browser set to Chinese finds every topic written in Chinese.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const reader = await context.newPage();
  await reader.goto('/notice');
  await expect(reader.locator('article h3[lang="zh"]')).toHaveCount(12);
  await context.close();
});

test('a post in the list ends its excerpt at a word with "…", and its page is named after it', async ({ page }) => {
  await page.goto('/notice?language=en');
  await expect(page.locator('article p[lang="en"]')).toHaveCount(12);
  const excerpts = await page.locator('article p[lang="en"]').allTextContents();
  // The starter posts are longer than an excerpt: cut after a whole word (or a sign), and said to be.
  const cut = excerpts.filter((excerpt) => excerpt.endsWith('…'));
  expect(cut.length).toBeGreaterThanOrEqual(10);
  for (const excerpt of cut) expect(excerpt).toMatch(/[\p{L}\p{N})’]…$/u);
  // The post whose opening list once ran together into one garbled sentence.
  await expect(
    page.getByText(/^What to bring: your passport and Alien Registration Card · your Korean phone number/),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Opening a bank account in Korea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening a bank account in Korea' })).toBeVisible();
  await expect(page).toHaveTitle('Opening a bank account in Korea · Moim');
  await page.goBack();
  await expect(page).toHaveTitle('Living in Korea · Moim');

  // A Korean excerpt stops between words.
  await page.goto('/notice?language=ko');
  await expect(page.locator('article p[lang="ko"]')).toHaveCount(12);
  const korean = await page.locator('article p[lang="ko"]').allTextContents();
  expect(korean.filter((excerpt) => /[\p{L}\p{N})]…$/u.test(excerpt)).length).toBeGreaterThanOrEqual(10);
});

test('an admin publishes a post that a visitor then finds by its filters', async ({ page, browser, request }) => {
  const admin = await adminAccount(request);
  const title = `Cherry blossom walks ${Date.now().toString(36)}`;
  await signIn(page, admin.userId, admin.password);
  await page.goto('/notice');
  await page.getByRole('link', { name: 'Create blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create blog' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('news');
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await page.getByRole('textbox', { name: 'Subtitle 1', exact: true }).fill('Where to go');
  await page.getByRole('textbox', { name: 'Text of subtitle 1' }).click();
  await page.keyboard.type('Yeouido and Seokchon Lake bloom in early April.');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Is it crowded?');
  await page.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('Very, on weekends.');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByRole('textbox', { name: 'Link 1 address', exact: true }).fill('javascript:alert(1)');
  await page.getByRole('textbox', { name: 'Link 1 description', exact: true }).fill('Seoul');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Links must be web addresses starting with http:// or https://.')).toBeVisible();

  // Nothing typed is lost when the page is reloaded.
  await page.reload();
  await expect(page.getByText('Your unsaved writing was restored from this browser.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'Link 1 address', exact: true }).fill('https://english.seoul.go.kr/');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/notice');
  await visitor.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await visitor.getByRole('combobox', { name: 'Type' }).selectOption('news');
  await visitor.getByRole('searchbox', { name: 'Search' }).fill('Seokchon');
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor.getByRole('article')).toHaveCount(1);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('link', { name: 'Seoul' })).toHaveAttribute('href', 'https://english.seoul.go.kr/');
  await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await visitor.close();
});
