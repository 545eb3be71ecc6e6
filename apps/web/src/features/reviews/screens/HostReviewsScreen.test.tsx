import type { ErrorBody } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aHostReview, aUserProfile } from '../../../test/fixtures.ts';
import { mockApi, type MockReply, type MockReplyFor } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { HOST_REVIEWS_PAGE_SIZE } from '../api.ts';
import { HostReviewsScreen } from './HostReviewsScreen.tsx';

function setup<K extends string = never>(routes: { [P in K]: MockReplyFor<P> } = {} as { [P in K]: MockReplyFor<P> }) {
  const api = mockApi({
    'GET /user/getUser/hana': [200, aUserProfile({ userId: 'hana', username: 'Hana Kim' })],
    'GET /reviews/host/hana/average': [200, { average: 4.25, count: 2, reviewCount: 2 }],
    'GET /reviews/host/hana': [200, [], { 'x-total-count': '0' }],
    // Typed by the parameter, key by key.
    ...(routes as Record<string, MockReply>),
  });
  const result = renderRoutes([{ path: '/reviews/:userId', element: <HostReviewsScreen /> }], '/reviews/hana');
  return { ...api, ...result, user: userEvent.setup() };
}

describe('HostReviewsScreen', () => {
  it("shows the host's average and the reviews newest first, as plain text with photos, date, reviewer and event", async () => {
    setup({
      'GET /reviews/host/hana': [
        200,
        [
          aHostReview(2, {
            rating: 5,
            comment: '<h2>Wow</h2><p>Best <strong>hike</strong> ever<br>really</p><script>alert(1)</script>',
            images: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => ({ url: `/uploads/${n}.webp` })),
            createdAt: '2099-03-16T01:00:00.000Z',
            user: { userId: 'jun', username: 'Jun Lee', profileImage: null },
          }),
          aHostReview(1, { rating: 3.5, comment: '<p>Good</p>', images: [], event: { id: 9, name: 'Board games' } }),
        ],
        { 'x-total-count': '2' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of Hana Kim' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '4.3 of 5' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Reviews of Hana Kim' })).getAllByRole('article');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2, name: 'Jun Lee' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Jun Lee' })).toHaveAttribute('href', '/userPage/jun');
    expect(within(first).getByRole('img', { name: '5.0 of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Reviewed on Mon, Mar 16, 2099')).toHaveAttribute(
      'datetime',
      '2099-03-16T01:00:00.000Z',
    );
    // HTML stripped: the text only, no heading, bold or script of the review's own.
    expect(within(first).getByText('Wow Best hike ever really')).toBeInTheDocument();
    expect(first.querySelector('strong, script, h3')).toBeNull();
    expect(within(first).getByRole('link', { name: 'Sunday hike on Bukhansan' })).toHaveAttribute('href', '/events/7');
    // At most 5 photos, each opening full size.
    const photos = within(within(first).getByRole('list', { name: "Photos of Jun Lee's review" })).getAllByRole('link');
    expect(photos).toHaveLength(5);
    expect(photos[0]).toHaveAttribute('href', '/uploads/a.webp');
    expect(within(photos[0]!).getByRole('img')).toHaveAccessibleName(
      "Photo 1 of 5 from Jun Lee's review (opens in a new tab)",
    );

    expect(within(second).getByText('Good')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Board games' })).toHaveAttribute('href', '/events/9');
    expect(within(second).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a review of a deleted event as deleted, without a link', async () => {
    setup({
      'GET /reviews/host/hana': [200, [aHostReview(1, { event: { id: 7, name: '' } })], { 'x-total-count': '1' }],
    });
    const item = await screen.findByRole('article');
    expect(within(item).getByText('(Deleted event)')).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: /Deleted|Sunday/ })).not.toBeInTheDocument();
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).not.toContain('/events/7');
  });

  it('loads more reviews on request and moves focus to the first new one', async () => {
    const all = Array.from({ length: HOST_REVIEWS_PAGE_SIZE + 2 }, (_, i) =>
      aHostReview(100 - i, { user: { userId: `guest${i}`, username: `Guest ${i}`, profileImage: null } }),
    );
    const { user, calls } = setup({
      'GET /reviews/host/hana': (request) => {
        const offset = Number(request.query.get('offset'));
        const limit = Number(request.query.get('limit'));
        return [200, all.slice(offset, offset + limit), { 'x-total-count': String(all.length) }];
      },
    });
    expect(await screen.findByText(`Showing ${HOST_REVIEWS_PAGE_SIZE} of ${all.length}`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(HOST_REVIEWS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(all.length));
    expect(screen.getByText(`Showing ${all.length} of ${all.length}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: `Guest ${HOST_REVIEWS_PAGE_SIZE}` })).toHaveFocus());
    expect(calls('GET', '/reviews/host/hana').map((r) => r.search)).toEqual([
      `limit=${HOST_REVIEWS_PAGE_SIZE}&offset=0`,
      `limit=${HOST_REVIEWS_PAGE_SIZE}&offset=${HOST_REVIEWS_PAGE_SIZE}`,
    ]);
  });

  it('says when the host has no reviews yet', async () => {
    setup({ 'GET /reviews/host/hana/average': [200, { average: 0, count: 0, reviewCount: 0 }] });
    expect(await screen.findByText('Hana Kim has no reviews yet.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Not rated' })).toBeInTheDocument();
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    const notFound: [404, ErrorBody] = [404, { code: 'userNotFound', message: 'User not found.' }];
    setup({
      'GET /user/getUser/hana': notFound,
      'GET /reviews/host/hana': notFound,
      'GET /reviews/host/hana/average': notFound,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This user does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/allEvents');
  });

  it('offers to try again when the reviews cannot be loaded', async () => {
    let fail = true;
    const { user } = setup({
      'GET /reviews/host/hana': () =>
        fail
          ? [500, { code: 'internal', message: 'Internal error' }]
          : [200, [aHostReview(1)], { 'x-total-count': '1' }],
    });
    expect(await screen.findByText('The reviews could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  }, 15_000);
});
