import type { CheckParticipationResponse } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../../lib/clock.ts';
import { uploadToEndpoint } from '../../../lib/upload.ts';
import { expectFieldError } from '../../../test/fields.ts';
import { aParticipation, aReview, anEventDetail } from '../../../test/fixtures.ts';
import { imageFile, signIn, stubObjectUrls } from '../../../test/helpers.ts';
import { mockApi, type MockReplyFor } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ReviewEventScreen } from './ReviewEventScreen.tsx';

// jsdom has no layout: ProseMirror measures the selection to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;
(Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects ??= noRects;

vi.mock('../../../lib/upload.ts', () => ({ uploadToEndpoint: vi.fn() }));

/** The fixture event starts 2099-03-14 14:30 in Korea (05:30 UTC); this is 2.5 hours later. */
const AFTER_END = new Date('2099-03-14T08:00:00.000Z');
const SUBMITTED: MockReplyFor<'POST /reviews/submit'> = [
  201,
  { success: true, review: aReview(1), message: 'Review submitted successfully!' },
];

function setup({
  participation = aParticipation(),
  submit = SUBMITTED,
  now = AFTER_END,
}: {
  /** The answer, or a reply that answers each request. */
  participation?: CheckParticipationResponse | Exclude<MockReplyFor<'GET /participants/checkParticipation'>, unknown[]>;
  submit?: MockReplyFor<'POST /reviews/submit'>;
  now?: Date;
} = {}) {
  const api = mockApi({
    'GET /events/getEvents/7': [200, anEventDetail()],
    'GET /participants/checkParticipation': typeof participation === 'function' ? participation : [200, participation],
    'POST /reviews/submit': submit,
  });
  const result = renderRoutes(
    [
      {
        path: '/reviewEvent/:eventId',
        element: (
          <ClockProvider value={() => now}>
            <ReviewEventScreen />
          </ClockProvider>
        ),
      },
      { path: '/events/:id', element: <h1>Event page</h1> },
      { path: '/logIn', element: <h1>Sign in page</h1> },
    ],
    '/reviewEvent/7',
  );
  return { ...api, ...result, user: userEvent.setup() };
}

const slider = () => screen.getByRole('slider', { name: 'Your rating' });
const editor = () => screen.getByRole('textbox', { name: 'Your review' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Review' });
const fileInput = () => screen.getByTestId('image-input');
const alerts = () => screen.getByTestId('notices-assertive');
const form = () => screen.findByRole('button', { name: 'Submit Review' });

beforeEach(() => {
  signIn('mina');
  stubObjectUrls();
  vi.mocked(uploadToEndpoint).mockReset();
  vi.mocked(uploadToEndpoint).mockImplementation(async (_endpoint, file, options) => {
    options?.onProgress?.(0.5);
    return { imageUrl: `/uploads/${(file as File).name}.webp` };
  });
});

describe('ReviewEventScreen', { timeout: 15_000 }, () => {
  it('gives an approved guest after the start the event, the rating, the review with its counter, photos and Submit Review', async () => {
    setup();
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sunday hike on Bukhansan' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Not rated');
    expect(editor()).toHaveAccessibleDescription(expect.stringContaining('0 of 300 characters'));
    expect(screen.getByText('0/300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Photos/ })).toBeInTheDocument();
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
  });

  it.each<[string, { participation?: CheckParticipationResponse; now?: Date; userId?: string }, string, string]>([
    ['the host', { userId: 'hana' }, 'You host this event', 'Hosts do not review their own events.'],
    [
      'a guest who has reviewed it',
      { participation: aParticipation({ hasReviewed: true }) },
      'Review done',
      'You have already reviewed this event.',
    ],
    [
      'someone who did not join',
      { participation: aParticipation({ isParticipating: false, status: null }) },
      'Only for participants',
      'Only approved participants of this event can review it.',
    ],
    [
      'an applicant still pending',
      { participation: aParticipation({ status: 'Pending' }) },
      'Only for participants',
      'Only approved participants of this event can review it.',
    ],
    [
      'a guest before the end',
      { now: new Date('2099-03-14T07:29:00.000Z') },
      'Not over yet',
      'You can review this event once it has ended: Sat, Mar 14, 2099, 4:30 PM (Korea time).',
    ],
  ])('tells %s why there is no form, with the way back to the event', async (_who, options, title, text) => {
    if (options.userId) signIn(options.userId);
    setup(options);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/events/7');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('asks for a rating beside the stars and moves focus there, sending nothing', async () => {
    const { user, calls } = setup();
    await form();
    await user.click(submitButton());
    await waitFor(() => expectFieldError(slider(), 'Please provide a rating.'));
    await waitFor(() => expect(slider()).toHaveFocus());
    expect(calls('POST', '/reviews/submit')).toHaveLength(0);
    // Chosen now: the message goes at the next submit.
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0.5');
  });

  it('sends the rating chosen by keyboard, the text and the uploaded photos, then goes to the event page', async () => {
    const { user, calls } = setup();
    await form();
    slider().focus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuetext', '4.5 of 5');
    await user.click(editor());
    await user.keyboard('Lovely hike');
    await user.upload(fileInput(), [imageFile('top.png'), imageFile('lunch.jpg', 2048, 'image/jpeg')]);
    expect(await screen.findByRole('img', { name: 'lunch.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove top.png' })).toBeInTheDocument();
    expect(vi.mocked(uploadToEndpoint).mock.calls.map(([endpoint]) => endpoint)).toEqual([
      endpoints.uploadReviewImage,
      endpoints.uploadReviewImage,
    ]);
    // A photo removed before sending is not sent.
    await user.click(screen.getByRole('button', { name: 'Remove top.png' }));

    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(calls('POST', '/reviews/submit')[0]?.body).toEqual({
      eventId: 7,
      rating: 4.5,
      comment: '<p>Lovely hike</p>',
      imageUrls: ['/uploads/lunch.jpg.webp'],
    });
    expect(screen.getByTestId('notices')).toHaveTextContent('Review submitted successfully!');
  });

  it('counts the text, not the markup, and stops it at 300 characters', async () => {
    const { user } = setup();
    await form();
    await user.click(editor());
    await user.paste('a'.repeat(310));
    await waitFor(() => expect(screen.getByText('300/300')).toBeInTheDocument());
    await user.keyboard('{Control>}b{/Control}bc');
    expect(screen.getByText('300/300')).toBeInTheDocument();
    expect(editor()).toHaveTextContent(new RegExp(`^a{300}$`));
  });

  it('keeps at most 5 photos and says so', async () => {
    const { user } = setup();
    await form();
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => imageFile(`${n}.png`));
    await user.upload(fileInput(), files);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Remove 6.png' })).not.toBeInTheDocument();
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(alerts()).toHaveTextContent('You can upload up to 5 files.');
    expect(uploadToEndpoint).toHaveBeenCalledTimes(5);
  });

  it('keeps everything entered when the review fails, and says so', async () => {
    const { user, calls } = setup({ submit: [500, { code: 'internal', message: 'Internal error' }] });
    await form();
    slider().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(editor());
    await user.keyboard('Nice people');
    await user.upload(fileInput(), [imageFile('group.png')]);
    await user.click(submitButton());
    await waitFor(() => expect(alerts()).toHaveTextContent('Failed to submit review. Please try again.'));
    expect(calls('POST', '/reviews/submit')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Event page' })).not.toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '1.5');
    expect(editor()).toHaveTextContent('Nice people');
    expect(screen.getByRole('img', { name: 'group.png' })).toBeInTheDocument();
    // Sent again as it was.
    await user.click(submitButton());
    await waitFor(() => expect(calls('POST', '/reviews/submit')).toHaveLength(2));
    expect(calls('POST', '/reviews/submit')[1]?.body).toEqual(calls('POST', '/reviews/submit')[0]?.body);
  });

  it("shows the server's message about a field beside that field", async () => {
    const { user } = setup({
      submit: [400, { code: 'reviewTooLong', message: 'Your review is too long. Please limit it to 300 characters.' }],
    });
    await form();
    slider().focus();
    await user.keyboard('{End}');
    await user.click(editor());
    await user.keyboard('Fun');
    await user.click(submitButton());
    await waitFor(() => expectFieldError(editor(), 'Your review is too long. Please limit it to 300 characters.'));
    expect(editor()).toHaveTextContent('Fun');
  });

  it('says when the session has ended and goes to sign in', async () => {
    const { user } = setup({ submit: [401, { code: 'unauthorized', message: 'Login is required.' }] });
    await form();
    slider().focus();
    await user.keyboard('{End}');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(alerts()).toHaveTextContent('Login is required.');
  });

  it('after a refusal (reviewed meanwhile in another tab) says why and shows the page for a reviewed event', async () => {
    let reviewed = false;
    const { user } = setup({
      participation: () => [200, aParticipation({ hasReviewed: reviewed })],
      submit: () => {
        reviewed = true;
        return [409, { code: 'reviewAlreadySubmitted', message: 'You have already reviewed this event.' }];
      },
    });
    await form();
    slider().focus();
    await user.keyboard('{End}');
    await user.click(submitButton());
    await waitFor(() => expect(alerts()).toHaveTextContent('You have already reviewed this event.'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review done' })).toBeInTheDocument();
  });

  it('reads in Korean', async () => {
    const { default: i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('ko');
    try {
      setup({ participation: aParticipation({ hasReviewed: true }) });
      expect(await screen.findByRole('heading', { level: 1, name: '리뷰 작성' })).toBeInTheDocument();
      const done = await screen.findByRole('heading', { level: 2, name: '리뷰 완료' });
      expect(within(done.parentElement!).getByRole('link', { name: '이벤트로 돌아가기' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
