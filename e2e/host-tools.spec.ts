import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './support/accounts.ts';
import { axeViolations, expectNoViolations } from './support/axe.ts';
import { justOverEvent } from './support/past-event.ts';
import { dropFiles, image, inTwoWeeks } from './support/post-form.ts';
import { languageProblems, settle } from './support/screen-checks.ts';
import { BASE_URL } from './support/services.ts';

// Host tools (issue 23): a weekly series, the end of an event, check-in at the door, reviews marked
// "attended", and the host's message to the guests. The seeded event is the second date of a
// weekly series and ended two hours ago (the server's clock is the real one): check-in is still
// open (until a day after the end) and reviews are open (from the end).

test('a host posts a weekly series from the form, and cancels a date and every later one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await createAccount(request);
  await signIn(page, host.userId, host.password);
  await page.goto('/postEvent');
  await page.getByLabel('Category').selectOption('Learning');
  await page.getByLabel('Event name').fill('Korean–English exchange');
  await page.getByRole('combobox', { name: 'Road address' }).fill('Mapo');
  await page
    .getByRole('option', { name: /Mapo-gu/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Venue name' }).fill('Café Sol');
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(inTwoWeeks());
  await page.getByRole('combobox', { name: 'Time', exact: true }).selectOption('19:00');
  await page.getByRole('combobox', { name: 'End time' }).selectOption('21:30');
  await page.getByRole('combobox', { name: 'Repeat' }).selectOption('weekly');
  await page.getByRole('combobox', { name: 'Number of dates' }).selectOption('3');
  await expect(page.getByText(/^3 dates: /)).toBeVisible();
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('Speak Korean for an hour, then English.');
  await dropFiles(page, page.getByRole('button', { name: /^Event images/ }), [
    { name: 'cafe.jpg', type: 'image/jpeg', base64: await image('#2a9d8f') },
  ]);
  await expect(page.getByText('1 / 5')).toBeVisible();
  await page.getByLabel('Minimum participants').fill('2');
  await page.getByLabel('Maximum participants').fill('12');
  await page.getByLabel('I have included every extra fee in the price.').check();
  await page.getByLabel('I agree to the usage rules.').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The first date's page: its time range, and the two other dates, each an event of its own.
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const firstId = Number(page.url().split('/').pop());
  await expect(page.getByText(/7:00 PM – 9:30 PM \(Korea time\)/)).toBeVisible();
  // The venue, by name, with the map links led to it.
  await expect(page.getByText('Café Sol').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naver Map (opens in a new tab)' })).toHaveAttribute(
    'href',
    /^https:\/\/map\.naver\.com\/p\/directions\/-\/[\d.]+,[\d.]+,Caf%C3%A9%20Sol\/-\/transit$/,
  );
  const others = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /7:00 PM$/ }) });
  await expect(others).toHaveCount(2);
  await expectNoViolations(page);

  // From the second date: cancel it and the third; the first stays, alone now.
  await others.first().getByRole('link').click();
  await expect(page).not.toHaveURL(new RegExp(`/events/${firstId}$`));
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('radio', { name: 'This date and every later one of the series' }).check();
  await page.getByLabel('Reason').selectOption('Schedule change');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event successfully deleted!')).toBeVisible();
  await page.goto(`/events/${firstId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Korean–English exchange' })).toBeVisible();
  await expect(page.getByText('Other dates of this series')).toHaveCount(0);
});

test('a guest of the second date of a weekly series is checked in by the code read aloud, reviews as "attended", and hears from the host', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { event, host, guest } = justOverEvent();

  // The guest's pass: the QR code and the code to read aloud.
  const guestPage = await (await browser.newContext()).newPage();
  await signIn(guestPage, guest.userId, guest.password);
  await guestPage.goto(`/events/${event.id}`);
  await expect(guestPage.getByText('You went')).toBeVisible();
  const pass = guestPage.getByRole('region', { name: 'Your check-in pass' });
  await expect(pass.getByRole('img', { name: `QR code to check in to ${event.name}` })).toBeVisible();
  const spoken = (await pass.getByText(/^[0-9A-Z]{4} [0-9A-Z]{4}$/).textContent())!;
  await expectNoViolations(guestPage);

  // The host, from Manage, types it as heard.
  await signIn(page, host.userId, host.password);
  await page.goto(`/manage/${event.id}`);
  await page.getByRole('link', { name: 'Check in guests' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/checkIn/${event.id}`);
  await expect(page.getByText('0 of 1 checked in')).toBeVisible();
  await page.getByRole('textbox', { name: 'Check-in code' }).fill(spoken.toLowerCase());
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText(`${guest.username} is checked in.`)).toBeVisible();
  await expect(page.getByText('1 of 1 checked in')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: guest.username })).toBeChecked();
  // Twice is refused, and the count stays.
  await page.getByRole('textbox', { name: 'Check-in code' }).fill(spoken);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('This guest is already checked in.')).toBeVisible();
  await expect(page.getByText('1 of 1 checked in')).toBeVisible();
  await expectNoViolations(page);

  // The guest sees they are in, and reviews: the review is marked as by someone who was there.
  await guestPage.reload();
  await expect(guestPage.getByText("You're checked in. Enjoy!")).toBeVisible();
  await guestPage.getByRole('link', { name: 'Write a review' }).click();
  const stars = guestPage.getByRole('slider', { name: 'Your rating' });
  await stars.focus();
  await guestPage.keyboard.press('End');
  await guestPage.getByRole('textbox', { name: 'Your review' }).fill('The quiz master was brilliant.');
  await guestPage.getByRole('button', { name: 'Submit Review' }).click();
  await expect(guestPage).toHaveURL(`${BASE_URL}/events/${event.id}`);
  const review = guestPage.getByRole('article').filter({ hasText: 'The quiz master was brilliant.' });
  await expect(review.getByText('Attended')).toBeVisible();

  // Manage counts who came; the host writes to the guests from there.
  await page.goto(`/manage/${event.id}`);
  await expect(page.getByText('Checked in 1 / 1')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your message' }).fill('Thank you all! Photos are in the chat.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent. People told: 1.')).toBeVisible();
  await expectNoViolations(page);

  // The guest finds it in the event's chat, as the host's announcement, and in the bell.
  await guestPage.goto(`/chat?event=${event.id}`);
  const announcement = guestPage.getByRole('listitem').filter({ hasText: 'Thank you all! Photos are in the chat.' });
  await expect(announcement.getByText('Host announcement')).toBeVisible();
  await guestPage.goto('/notifications');
  await expect(
    guestPage.getByText(`${host.username} wrote about ${event.name}: "Thank you all! Photos are in the chat."`),
  ).toBeVisible();
  await guestPage.context().close();
});

// Two languages, the privacy test the other two: a screen's structure is the same in every
// language, and the catalogue tests check every key in all five (decision 56).
test('the check-in pass, the check-in screen and Manage with its message form read in Chinese and Japanese, without accessibility violations', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { event, host, guest } = justOverEvent();
  const problems: string[] = [];
  for (const language of ['zh-CN', 'ja'] as const) {
    for (const [who, paths] of [
      [guest, [`/events/${event.id}`]],
      [host, [`/checkIn/${event.id}`, `/manage/${event.id}`]],
    ] as const) {
      const context = await browser.newContext({ locale: language });
      const page = await context.newPage();
      await page.goto('/');
      expect(
        (await page.request.post('/api/user/signIn', { data: { userId: who.userId, password: who.password } })).ok(),
      ).toBe(true);
      await page.evaluate((userId) => localStorage.setItem('userId', userId), who.userId);
      for (const path of paths) {
        await page.goto(path);
        // The guest's page shows the pass: its code to read aloud.
        await settle(page, who === guest ? page.getByText(/^[0-9A-Z]{4} [0-9A-Z]{4}$/) : undefined);
        const label = `${language} ${path}`;
        problems.push(...(await languageProblems(page, language, label)), ...(await axeViolations(page, { label })));
      }
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});
