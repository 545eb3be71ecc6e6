import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newIdentity } from './support/accounts.ts';
import { waitForMail } from './support/mail.ts';

const SUPPORT = 'support@moim.example';

test('the FAQ works with the keyboard alone, and its 1:1 inquiry leads to the contact form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/fnq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();

  const first = page.getByRole('button', { name: 'What is Moim?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is Moim?' })).toContainText('meet people in Korea');

  await page.keyboard.press('ArrowDown');
  const fees = page.getByRole('button', { name: 'Does Moim cost anything? How do I pay for an event?' });
  await expect(fees).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fees).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /Does Moim cost anything/ })).toContainText('to the host on site');
  await page.keyboard.press('Space');
  await expect(fees).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('You pay it to the host on site', { exact: false })).toBeHidden();

  await page.keyboard.press('End');
  const languages = page.getByRole('button', { name: 'Which languages can I use on Moim?' });
  await expect(languages).toBeFocused();

  // The last question of the page, then on to the inquiry button.
  const support = page.getByRole('button', { name: 'How can I reach Moim, and how fast do you reply?' });
  await support.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /How can I reach Moim/ })).toContainText('within 24 hours');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '1:1 inquiry' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contactUs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

test('the contact form shows every problem at once and keeps what was typed', async ({ page }) => {
  await page.goto('/ContactUs');
  await page.getByLabel('Phone number').fill('call me');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number', { exact: false })).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Please enter your message.')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Phone number')).toHaveValue('call me');

  await page.getByLabel('File (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just text'),
  });
  await expect(page.getByText('Please attach an image (JPEG, PNG, WebP, GIF or HEIC) or a PDF file.')).toBeVisible();
});

test('a message with a file reaches support with its attachment, and the sender gets a receipt', async ({ page }) => {
  const me = newIdentity('contact');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
  const title = `Refund question ${me.userId}`;
  await page.goto('/contactUs');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Phone number').fill('+82 10-1234-5678');
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Message').fill('The host asked me to pay twice.\nCould you help?');
  await page.getByLabel('File (optional)').setInputFiles({ name: '영수증.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Chosen: 영수증.png', { exact: false })).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your message' })).toBeVisible();
  await expect(page.getByText(`We sent a receipt to ${me.email}`, { exact: false })).toBeVisible();

  // The outbox sends within a few seconds.
  const mail = await waitForMail(SUPPORT, new RegExp(`\\[Moim contact #\\d+\\] ${title}$`), {
    since,
    timeoutMs: 20_000,
  });
  expect(mail.replyTo).toBe(me.email);
  expect(mail.text).toContain('The host asked me to pay twice.\nCould you help?');
  expect(mail.text).toContain('Phone: +82 10-1234-5678');
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({ filename: '영수증.png', contentType: 'image/png' });
  expect(Buffer.compare(mail.attachments[0]!.content, png)).toBe(0);

  const receipt = await waitForMail(me.email, /We received your message/, { since, timeoutMs: 20_000 });
  expect(receipt.text).toContain('within 24 hours');
  expect(receipt.attachments).toEqual([]);
});
