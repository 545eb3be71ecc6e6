import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';
import { dropFiles, image, inTwoWeeks } from './support/post-form.ts';
import { serveTiles } from './support/tiles.ts';

test('a host posts an event, guests see it, and the host deletes it with notices mailed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const host = await createAccount(request);
  await signIn(page, host.userId, host.password);

  await page.goto('/postEvent');
  // Sent empty: every problem is said beside its field at once, and the first field takes focus.
  await page.getByLabel('I have included every extra fee in the price.').check();
  await page.getByLabel('I agree to the usage rules.').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Category')).toBeFocused();
  await expect(page.getByLabel('Category')).toHaveAccessibleDescription('Please choose a category.');
  await expect(page.getByLabel('Event name')).toHaveAccessibleDescription('Please enter an event name.');
  await expect(page.getByRole('button', { name: /^Event images/ })).toHaveAccessibleDescription(
    /Please upload at least one image for the event\./,
  );
  await page.getByLabel('I have included every extra fee in the price.').uncheck();
  await page.getByLabel('I agree to the usage rules.').uncheck();

  await page.getByLabel('Category').selectOption('Food');
  await page.getByRole('radio', { name: /First come/ }).check();
  await page.getByLabel('Event name').fill('Tteokbokki night in Mapo');
  await page.getByRole('combobox', { name: 'Road address' }).fill('Mapo');
  await page
    .getByRole('option', { name: /Mapo-gu/ })
    .first()
    .click();
  await expect(page.getByText(/Chosen address: .*마포구/)).toBeVisible();
  await page.getByLabel('Detail address').fill('Exit 2, Hapjeong station');
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(inTwoWeeks());
  await page.getByRole('combobox', { name: 'Time', exact: true }).selectOption('19:30');
  const editor = page.locator('[contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially('We cook and eat spicy rice cakes together.');

  await dropFiles(page, page.getByRole('button', { name: /^Event images/ }), [
    { name: 'first.jpg', type: 'image/jpeg', base64: await image('#e63946') },
    { name: 'second.jpg', type: 'image/jpeg', base64: await image('#457b9d') },
  ]);
  await expect(page.getByText('2 / 5')).toBeVisible();
  await expect(page.getByText('Main', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove first.jpg' })).toBeVisible();

  await page.getByLabel('Minimum participants').fill('2');
  await page.getByLabel('Maximum participants').fill('8');
  await page.getByLabel('Question for guests').fill('Can you eat spicy food?');
  await page.getByLabel('Price (₩)').fill('15000');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('I have included every extra fee in the price.').check();
  await page.getByLabel('I agree to the usage rules.').check();
  await submit.click();

  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventUrl = page.url();
  const eventId = Number(eventUrl.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Tteokbokki night in Mapo' })).toBeVisible();
  await expect(page.getByText('₩15,000')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('1 / 8')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage' })).toBeVisible();

  // The gallery's viewer works by keyboard (the gallery shows the picture after the banner's).
  await page.getByRole('button', { name: 'Open Tteokbokki night in Mapo, image 2 of 2' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('Image 2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Image 1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Image 2 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Like, then unlike.
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like')).toBeVisible();
  await page.getByRole('button', { name: 'Unlike' }).click();
  await expect(page.getByText('0 likes')).toBeVisible();

  // A visitor is sent to sign in by Join Now, to come back to the event and its join screen.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(eventUrl);
  await visitor.getByRole('button', { name: 'Join Now' }).click();
  await expect(visitor.getByText('Login is required. Redirecting to the login page.')).toBeVisible();
  await expect(visitor).toHaveURL(/\/logIn\?returnTo=%2Fevents%2F\d+%3Fjoin%3D\d+$/);
  await visitorContext.close();

  // A guest joins; then the host deletes the event with a reason of their own.
  const guest = await createAccount(request);
  const guestSession = await request.post('/api/user/signIn', {
    data: { userId: guest.userId, password: guest.password },
  });
  const token = (await guestSession.json()).access_token as string;
  const joined = await request.post('/api/participants/createParticipant', {
    data: { eventId, userId: guest.userId, answer: 'Yes!' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(joined.status()).toBe(201);

  await page.reload();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/deleteEvent/${eventId}$`));
  await page.getByLabel(/reason/i).selectOption('Other');
  await page.getByRole('button', { name: 'Delete' }).click();
  // Said beside the box that needs it (once: not repeated as a notice), with focus there.
  const why = page.getByRole('textbox', { name: 'Tell participants why' });
  await expect(why).toBeFocused();
  await expect(why).toHaveAccessibleDescription(/^Please provide a reason before submitting\./);
  await expect(page.getByText('Please provide a reason before submitting.')).toHaveCount(1);
  const since = Date.now();
  await why.fill('The restaurant closed for renovation');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event successfully deleted!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail(guest.email, /Event cancelled: Tteokbokki night in Mapo/, {
    since,
    timeoutMs: 20_000,
  });
  expect(mail.text).toContain('The restaurant closed for renovation');
  expect((await request.get(`/api/events/getEvents/${eventId}`)).status()).toBe(404);
});

/** The tile of zoom `z` that holds a point (the tile servers' numbering). */
function tileOf(latitude: number, longitude: number, z: number): string {
  const n = 2 ** z;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const rad = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `/${z}/${x}/${y}.png`;
}

test("a host puts the pin on the meeting point, and the event page's map is at that point", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await createAccount(request);
  await signIn(page, host.userId, host.password);
  const tiles = await serveTiles(page);

  await page.goto('/postEvent');
  await page.getByLabel('Category').selectOption('Social');
  await page.getByLabel('Event name').fill('Picnic at Mangwon');
  await page.getByRole('combobox', { name: 'Road address' }).fill('Mapo');
  await page
    .getByRole('option', { name: /Mapo-gu/ })
    .first()
    .click();

  // The district's map, its pin on the district's point; every control named, in English.
  const picker = page.getByRole('group', { name: 'Exact spot on the map (optional)' });
  const map = picker.getByRole('group', { name: 'Map for the meeting point' });
  const pin = map.getByRole('button', { name: 'Meeting point pin' });
  const status = picker.getByText(/^The pin is /);
  const reset = picker.getByRole('button', { name: 'Put the pin back on the address' });
  await expect(pin).toBeVisible();
  await expect(status).toHaveText('The pin is on the chosen address.');
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByRole('link', { name: /^Leaflet maps/ })).toHaveAttribute('target', '_blank');
  await expect(reset).toBeDisabled();
  await expectNoViolations(page, { label: '/postEvent with a place' });

  // A click on the map puts the pin there; dragging moves it; the reset puts it back.
  const frame = (await map.boundingBox())!;
  await page.mouse.click(frame.x + frame.width / 2 + 80, frame.y + frame.height / 2 - 60);
  await expect(status).toHaveText(/^The pin is at 37\.\d{5}, 126\.\d{5}\.$/);
  const clicked = await status.textContent();
  const at = (await pin.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 - 120, at.y + at.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect(status).not.toHaveText(clicked!);
  await reset.click();
  await expect(status).toHaveText('The pin is on the chosen address.');

  // By keyboard: the focused pin moves with the arrow keys.
  await pin.focus();
  for (const key of ['ArrowUp', 'ArrowUp', 'Shift+ArrowLeft', 'Shift+ArrowLeft', 'ArrowDown'])
    await page.keyboard.press(key);
  await expect(pin).toBeFocused();
  const [, latitude, longitude] = /^The pin is at ([\d.]+), ([\d.]+)\.$/.exec((await status.textContent()) ?? '') ?? [];
  expect(Number(latitude)).toBeGreaterThan(37.5663);
  expect(Number(longitude)).toBeLessThan(126.9019);

  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(inTwoWeeks());
  await page.getByRole('combobox', { name: 'Time', exact: true }).selectOption('12:00');
  const editor = page.locator('[contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially('Blankets by the river.');
  await dropFiles(page, page.getByRole('button', { name: /^Event images/ }), [
    { name: 'river.jpg', type: 'image/jpeg', base64: await image('#2a9d8f') },
  ]);
  await expect(page.getByText('1 / 5')).toBeVisible();
  await page.getByLabel('Minimum participants').fill('2');
  await page.getByLabel('Maximum participants').fill('6');
  await page.getByLabel('I have included every extra fee in the price.').check();
  await page.getByLabel('I agree to the usage rules.').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventId = page.url().split('/').pop();

  // Stored at the pin, to the form's last decimals.
  const stored = (await (await request.get(`/api/events/getEvents/${eventId}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  expect(stored.latitude.toFixed(5)).toBe(latitude);
  expect(stored.longitude.toFixed(5)).toBe(longitude);

  // The event page's map opens on the pin at zoom 15, its controls in the reader's language.
  const eventMap = page.getByRole('region', { name: /^Map of / });
  await eventMap.scrollIntoViewIfNeeded();
  await expect(eventMap.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect.poll(() => tiles).toContain(tileOf(stored.latitude, stored.longitude, 15));
  const marker = (await eventMap.locator('.leaflet-marker-icon').boundingBox())!;
  const box = (await eventMap.locator('.leaflet-container').boundingBox())!;
  // The marker's tip is the map's centre.
  expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
  expect(Math.abs(marker.y + marker.height - 1 - (box.y + box.height / 2))).toBeLessThan(2);
  await expect(page.getByRole('link', { name: /^Google Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${stored.latitude},${stored.longitude}`,
  );

  // In Korean, the map's controls and credits are Korean; the tiles' own credit stays as configured.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ko');
  const koreanMap = page.getByRole('region', { name: /마포구 \(Mapo-gu, Seoul\) 지도$/ });
  await expect(koreanMap.getByRole('button', { name: '확대' })).toBeVisible();
  await expect(koreanMap.getByRole('button', { name: '축소' })).toBeVisible();
  await expect(koreanMap.locator('.leaflet-control-attribution')).toHaveText(
    /^Leaflet 지도 \(새 탭에서 열림\) \| © OpenStreetMap contributors$/,
  );
});
