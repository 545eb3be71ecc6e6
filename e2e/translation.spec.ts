import { expect, test } from '@playwright/test';
import { apiUser, publishEvent } from './support/discovery-data.ts';
import { axeViolations } from './support/axe.ts';

// Translation on demand (decision 77), served by the LibreTranslate stand-in the run starts
// (e2e/support/global-setup.ts): its "translation" marks each text run with the target language.

test('a Vietnamese reader translates a Korean event description, and sees the original again', async ({
  browser,
  request,
}) => {
  const host = await apiUser(request);
  const id = await publishEvent(host, {
    name: '한강 자전거 모임',
    category: 'Activities',
    type: 'FirstCome',
    inDays: 5,
    description: '<p>여의나루역 2번 출구에서 만나요. <strong>헬멧</strong>을 가져오세요!</p>',
  });

  const context = await browser.newContext({ locale: 'vi' });
  const page = await context.newPage();
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '한강 자전거 모임' })).toBeVisible();
  const description = page.getByText('여의나루역 2번 출구에서 만나요.', { exact: false });
  await expect(description).toBeVisible();

  await page.getByRole('button', { name: 'Dịch', exact: true }).click();
  // The name and the description in Vietnamese, the bold word still bold; where it came from.
  await expect(page.getByRole('heading', { level: 1, name: '[VI] 한강 자전거 모임' })).toBeVisible();
  await expect(page.locator('strong', { hasText: '[VI] 헬멧' })).toBeVisible();
  await expect(page.getByText(/^Đã dịch từ tiếng Hàn$/i)).toBeVisible();
  expect(await axeViolations(page, { label: 'translated event' })).toEqual([]);

  await page.getByRole('button', { name: 'Xem bản gốc' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '한강 자전거 모임' })).toBeVisible();
  await expect(page.locator('strong', { hasText: /^헬멧$/ })).toBeVisible();
  // The same button: focus stays where the reader is.
  await expect(page.getByRole('button', { name: 'Dịch', exact: true })).toBeFocused();
  await context.close();
});
