import { CONTACT_FILE_MAX_BYTES } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { expectFieldError } from '../../../test/fields.ts';
import { mockApi, type MockRoutes } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ContactScreen } from './ContactScreen.tsx';

const screens = [
  { path: '/contactUs', element: <ContactScreen /> },
  { path: '/fnq', element: <h1>FAQ screen</h1> },
];

afterEach(() => i18n.changeLanguage('en'));

async function setup<K extends string = never>(replies: MockRoutes<K> = {} as MockRoutes<K>) {
  const api = mockApi(replies);
  const result = renderRoutes(screens, '/contactUs');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // The file picker takes any file here, so that the form's own check can be seen.
  return { ...api, ...result, user: userEvent.setup({ applyAccept: false }) };
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const png = (name = 'screenshot.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Title/), 'Refund for the hike');
  await user.type(field(/^Phone number/), '010-1234-5678');
  await user.type(field(/^E-mail/), 'mina@example.com');
  await user.type(field(/^Message/), 'The host asked me to pay twice.');
}

/** A notice asking for attention (the app's layout has its own notice region besides the test's). */
async function expectAlert(text: string) {
  const shown = await screen.findAllByText(text);
  expect(shown.some((element) => element.closest('[data-testid="notices-assertive"]'))).toBe(true);
}

const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('ContactScreen', () => {
  it('says where the reply goes', async () => {
    await setup();
    expect(
      screen.getByText(
        'We reply to the e-mail address you enter below, within 24 hours, and send a short receipt to it right away.',
      ),
    ).toBeVisible();
    expect(field(/^E-mail/)).toHaveAccessibleDescription(expect.stringContaining('We reply to the e-mail address'));
    expect(screen.getByRole('link', { name: 'Help and FAQ' })).toHaveAttribute('href', '/fnq');
  });

  it('shows every problem beside its field at once, focuses the first, and sends nothing', async () => {
    const { user, calls } = await setup();
    await user.type(field(/^Phone number/), 'call me');
    await user.click(sendButton());
    await waitFor(() => expectFieldError(field(/^Title/), 'Please enter a title.'));
    expectFieldError(
      field(/^Phone number/),
      'Please enter a valid phone number: digits, with +, spaces, dashes or brackets if you like.',
    );
    expectFieldError(field(/^E-mail/), 'Please enter a valid email');
    expectFieldError(field(/^Message/), 'Please enter your message.');
    await waitFor(() => expect(field(/^Title/)).toHaveFocus());
    expect(calls('POST', '/mail/contactUs')).toHaveLength(0);
  });

  it('checks a chosen file at once: an image or a PDF, at most 5 MB', async () => {
    const { user } = await setup();
    const input = field(/^File/);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expectFieldError(input, 'Please attach an image (JPEG, PNG, WebP, GIF or HEIC) or a PDF file.'),
    );
    await user.upload(input, png('huge.png', CONTACT_FILE_MAX_BYTES + 1));
    await waitFor(() => expectFieldError(input, 'The file is too large. The maximum size is 5 MB.'));
    await user.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Chosen: receipt.pdf'));
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText(/Chosen:/)).toBeNull();
    expect(input).toHaveFocus();
  });

  it('sends the form as multipart with its file, then says so and offers another message', async () => {
    const { user, calls } = await setup({ 'POST /mail/contactUs': [200, { success: true }] });
    await fillIn(user);
    await user.upload(field(/^File/), png());
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your message' })).toHaveFocus();
    expect(
      within(screen.getByRole('region', { name: 'Thank you for your message' })).getByText(
        'Your message has been sent successfully!',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('We sent a receipt to mina@example.com and will reply there within 24 hours.'),
    ).toBeVisible();

    const body = calls('POST', '/mail/contactUs')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      title: 'Refund for the hike',
      phone: '010-1234-5678',
      email: 'mina@example.com',
      message: 'The host asked me to pay twice.',
    });
    expect((body.get('file') as File).name).toBe('screenshot.png');

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(field(/^Title/)).toHaveValue('');
  });

  it('sends no file part when none is chosen', async () => {
    const { user, calls } = await setup({ 'POST /mail/contactUs': [200, { success: true }] });
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your message' });
    expect((calls('POST', '/mail/contactUs')[0]!.body as FormData).has('file')).toBe(false);
  });

  it('keeps everything typed when sending fails, with the spec message', async () => {
    const { user } = await setup({
      'POST /mail/contactUs': [500, { code: 'internalError', message: 'Something went wrong on our side.' }],
    });
    await fillIn(user);
    await user.upload(field(/^File/), png());
    await user.click(sendButton());
    await expectAlert('Failed to send your message. Please try again.');
    expect(field(/^Title/)).toHaveValue('Refund for the hike');
    expect(field(/^Phone number/)).toHaveValue('010-1234-5678');
    expect(field(/^E-mail/)).toHaveValue('mina@example.com');
    expect(field(/^Message/)).toHaveValue('The host asked me to pay twice.');
    expect(field(/^File/)).toHaveAccessibleDescription(expect.stringContaining('Chosen: screenshot.png'));
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's verdict on the file beside the file", async () => {
    const message = 'Please attach an image (JPEG, PNG, WebP, GIF or HEIC) or a PDF file.';
    const { user } = await setup({
      'POST /mail/contactUs': [
        400,
        {
          code: 'contactFileInvalidType',
          message,
          issues: [{ path: 'file', code: 'contactFileInvalidType', message }],
        },
      ],
    });
    await fillIn(user);
    await user.upload(field(/^File/), png('renamed.png'));
    await user.click(sendButton());
    await waitFor(() => expectFieldError(field(/^File/), message));
    await waitFor(() => expect(field(/^File/)).toHaveFocus());
    expect(field(/^Message/)).toHaveValue('The host asked me to pay twice.');
  });

  it('says why when too many messages were sent', async () => {
    const message =
      'You have sent several messages in a short time. Please try again later: we answer every message within 24 hours.';
    const { user } = await setup({
      'POST /mail/contactUs': [429, { code: 'contactTooMany', message }, { 'retry-after': '3600' }],
    });
    await fillIn(user);
    await user.click(sendButton());
    await expectAlert(message);
    expect(field(/^Title/)).toHaveValue('Refund for the hike');
  });

  it('reads in Korean', async () => {
    await i18n.changeLanguage('ko');
    mockApi({});
    renderRoutes(screens, '/contactUs');
    expect(await screen.findByRole('heading', { level: 1, name: '문의하기' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expectFieldError(screen.getByLabelText(/^제목/), '제목을 입력해 주세요.'));
    expectFieldError(screen.getByLabelText(/^문의 내용/), '문의 내용을 입력해 주세요.');
  });
});
