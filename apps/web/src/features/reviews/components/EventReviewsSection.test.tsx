import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aReview } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/helpers.ts';
import { mockApi, type MockReplyFor } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventReviewsSection } from './EventReviewsSection.tsx';

function setup(reviews: MockReplyFor<'GET /reviews/event/7'>) {
  const api = mockApi({
    'GET /reviews/event/7': reviews,
    'POST /reports': [201, { success: true, message: 'Thank you. Our team will review your report.' }],
  });
  renderRoutes([{ path: '/events/:eventId', element: <EventReviewsSection eventId={7} /> }], '/events/7');
  return { ...api, user: userEvent.setup() };
}

describe('EventReviewsSection', () => {
  it("shows the event's reviews in the server's order (newest first): stars, sanitised text, photos, reviewer and date", async () => {
    setup([
      200,
      [
        aReview(2, {
          rating: 3.5,
          comment: '<p>Loved <strong>it</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
          images: [{ url: '/uploads/r2-1.webp' }, { url: '/uploads/r2-2.webp' }],
          createdAt: '2099-03-16T01:00:00.000Z',
          user: { userId: 'jun', username: 'Jun Lee', profileImage: '/uploads/jun.webp' },
        }),
        aReview(1, { images: [] }),
      ],
    ]);
    const section = await screen.findByRole('region', { name: 'Reviews 2 reviews' });
    const items = within(section).getAllByRole('article');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3, name: 'Jun Lee' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Jun Lee' })).toHaveAttribute('href', '/userPage/jun');
    expect(within(first).getByRole('img', { name: '3.5 of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Reviewed on Mon, Mar 16, 2099')).toBeInTheDocument();
    expect(within(first).getByText('it').tagName).toBe('STRONG');
    expect(first.querySelector('script')).toBeNull();
    expect(within(first).getByText('x')).not.toHaveAttribute('href');
    expect(within(first).getAllByRole('img', { name: /^Photo \d of 2 from Jun Lee's review/ })).toHaveLength(2);
    expect(within(second).getByRole('heading', { level: 3, name: 'Mina Park' })).toBeInTheDocument();
    expect(within(second).getByText('views').tagName).toBe('STRONG');
  });

  it('says when there are no reviews yet', async () => {
    setup([200, []]);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('offers to try again when the reviews cannot be loaded', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? [500, { code: 'internal', message: 'Internal error' }] : [200, [aReview(1)]]));
    expect(await screen.findByText('The reviews could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  }, 15_000);

  const jun = { userId: 'jun', username: 'Jun Lee', profileImage: null };
  const zoe = { userId: 'zoe', username: 'Zoe Kim', profileImage: null };
  const removed = aReview(3, { user: jun, removed: true, comment: 'Removed by a moderator.', images: [] });

  it("offers Report on other people's reviews to a signed-in person, and sends the review's id with the reason", async () => {
    signIn('ZOE');
    const { user, calls } = setup([
      200,
      [aReview(2, { user: jun, comment: '<p>Loved <strong>it</strong></p>' }), aReview(1, { user: zoe })],
    ]);
    const [juns, own] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(own).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    await user.click(within(juns).getByRole('button', { name: 'Report the review by Jun Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a review' });
    expect(dialog).toHaveAccessibleDescription('Review by Jun Lee: “Loved it”');
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you reporting this/ }), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review your report.')).toBeInTheDocument();
    expect(calls('POST', '/reports')[0]!.body).toEqual({ targetType: 'review', targetId: 2, reason: 'Insults' });
  });

  it('offers a visitor no Report', async () => {
    setup([200, [aReview(2, { user: jun })]]);
    const review = await screen.findByRole('article');
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a review a moderator hid as the server's words, muted, with nothing to report", async () => {
    signIn('zoe');
    setup([200, [removed]]);
    const review = await screen.findByRole('article');
    const text = within(review).getByText('Removed by a moderator.');
    expect(text.className).toMatch(/removed/);
    expect(within(review).getByRole('heading', { level: 3, name: 'Jun Lee' })).toBeInTheDocument();
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
    expect(within(review).queryByRole('img', { name: /^Photo/ })).not.toBeInTheDocument();
  });
});
