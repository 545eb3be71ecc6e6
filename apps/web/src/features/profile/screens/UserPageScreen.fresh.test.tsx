import type { EventListItem } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { ClockProvider } from '../../../lib/clock.ts';
import i18n from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { uploadToEndpoint } from '../../../lib/upload.ts';
import { anEvent, aUserProfile } from '../../../test/fixtures.ts';
import { mockApi, type MockReplyFor, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { UserPageScreen, type UserPageScreenProps } from './UserPageScreen.tsx';

vi.mock('../../../lib/upload.ts', () => ({ uploadToEndpoint: vi.fn() }));

const BOB = aUserProfile();
const NOW = new Date('2026-05-01T03:00:00.000Z');
const PAST = '2026-04-20T10:00:00.000Z';
/** Two hours after PAST: the past event is over. */
const PAST_END = '2026-04-20T12:00:00.000Z';

const HOSTED = '/events/getEventsByHostId/Bob27';
const JOINED = '/participants/getParticipatedEvent/Bob27';
const LIKED = '/events/getLikedEvent/Bob27';

/** A paged list of `total` events made by `make(n)` (n from 1), answered by limit and offset. */
function paged(
  total: number,
  make: (n: number) => EventListItem,
): (request: MockRequest) => [200, EventListItem[], Record<string, string>] {
  return ({ query }) => {
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => make(offset + i + 1));
    return [200, items, { 'x-total-count': String(total) }];
  };
}

const none = paged(0, (n) => anEvent(n));

interface Setup {
  path?: string;
  user?: MockReplyFor<'GET /user/getUser/*'>;
  hosted?: MockReplyFor<`GET ${typeof HOSTED}`>;
  joined?: MockReplyFor<`GET ${typeof JOINED}`>;
  liked?: MockReplyFor<`GET ${typeof LIKED}`>;
  props?: UserPageScreenProps;
}

function setup({ path = '/userPage/Bob27', user = [200, BOB], hosted, joined, liked, props }: Setup = {}) {
  const api = mockApi({
    'GET /user/getUser/*': user,
    [`GET ${HOSTED}`]: hosted ?? none,
    [`GET ${JOINED}`]: joined ?? none,
    [`GET ${LIKED}`]: liked ?? none,
    'GET /user/following': [200, { hosts: [] }],
  });
  const result = renderRoutes(
    [
      {
        path: '/userPage/:userId',
        element: (
          <ClockProvider value={() => NOW}>
            <UserPageScreen {...props} />
          </ClockProvider>
        ),
      },
      { path: '/reviewEvent/:id', element: <h1>Review page</h1> },
      { path: '/reviews/:userId', element: <h1>Reviews page</h1> },
    ],
    path,
  );
  return { ...api, ...result, user: userEvent.setup() };
}

const section = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('UserPageScreen', () => {
  beforeEach(() => {
    vi.mocked(uploadToEndpoint).mockReset();
  });

  it("shows someone's profile, hosted and joined events, without Liked or the upload button", async () => {
    const { requests } = setup({
      hosted: paged(2, (n) =>
        anEvent(n, { name: `Hosted ${n}`, createdBy: { userId: 'Bob27', username: 'Bob Lee', profileImage: null } }),
      ),
      joined: paged(1, (n) => anEvent(100 + n, { name: `Joined ${n}` })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Lee' })).toBeInTheDocument();
    expect(screen.getByText('@Bob27')).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Profile details' });
    expect(details).toHaveTextContent('South Korea');
    expect(details).toHaveTextContent('Male');
    expect(details).toHaveTextContent('Age 27');
    expect(screen.getByRole('img', { name: "Bob Lee's profile picture" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile picture' })).not.toBeInTheDocument();

    const hosted = await section('Hosted Event');
    await waitFor(() => expect(cardTitles(hosted)).toEqual(['Hosted 1', 'Hosted 2']));
    // One's own events need no host line.
    expect(within(hosted).queryByRole('link', { name: 'Bob Lee' })).not.toBeInTheDocument();
    const joined = await section('Joined Event');
    await waitFor(() => expect(cardTitles(joined)).toEqual(['Joined 1']));
    expect(within(joined).getByRole('link', { name: 'Hana Kim' })).toHaveAttribute('href', '/userPage/hana');
    expect(screen.queryByRole('region', { name: /Liked Event/ })).not.toBeInTheDocument();

    expect(requests.map((r) => `${r.path}?${r.search}`).sort()).toEqual(
      ['/user/getUser/Bob27?', `${HOSTED}?limit=6&offset=0`, `${JOINED}?limit=6&offset=0`].sort(),
    );
  });

  it("shows the Liked list and the upload button on one's own page, with the hosts of liked events", async () => {
    setSession({ userId: 'bob27' });
    const { calls } = setup({
      liked: paged(1, (n) =>
        anEvent(200 + n, {
          name: `Liked ${n}`,
          createdBy: { userId: 'minji', username: 'Minji Park', profileImage: null },
        }),
      ),
    });
    expect(await screen.findByRole('button', { name: 'Change profile picture' })).toBeInTheDocument();
    const liked = await section('Liked Event');
    await waitFor(() => expect(cardTitles(liked)).toEqual(['Liked 1']));
    expect(within(liked).getByRole('link', { name: 'Minji Park' })).toHaveAttribute('href', '/userPage/minji');
    expect(calls('GET', LIKED)).toHaveLength(1);
  });

  it('shows the figures: events hosted, attendees, average rating and the reviews link', async () => {
    const { user, router } = setup({
      user: [200, { ...BOB, hostedEventsCount: 12, totalAttendees: 1234, averageRating: 4.25, reviewCount: 8 }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Bob Lee' });
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(figure('Events hosted')).toHaveTextContent('12');
    expect(figure('Total attendees')).toHaveTextContent('1,234');
    expect(within(figure('Average rating')).getByRole('img', { name: /4\.3 of 5/ })).toBeInTheDocument();
    const reviews = within(figure('Average rating')).getByRole('link', { name: '8 reviews' });
    expect(reviews).toHaveAttribute('href', '/reviews/Bob27');
    await user.click(reviews);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews/Bob27'));
  });

  it('says there are no reviews yet instead of a rating of 0', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Bob Lee' });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reviews?$/ })).not.toBeInTheDocument();
  });

  it('shows the nationality in Korean on the Korean page', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup();
      expect(await screen.findByText('대한민국')).toBeInTheDocument();
      expect(screen.getByText('27세')).toBeInTheDocument();
      expect(screen.getByText('남성')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's name of a nationality the sign-up list does not have", async () => {
    setup({ user: [200, { ...BOB, nationality: 'Kosovo', nationalityCode: 'XK', nationalityName: 'Kosovo' }] });
    await screen.findByRole('heading', { level: 1, name: 'Bob Lee' });
    expect(screen.getByRole('list', { name: 'Profile details' })).toHaveTextContent('Kosovo');
  });

  it('says loading, then that a missing user does not exist, and asks for no lists', async () => {
    let answer: (reply: [404, { code: string; message: string }]) => void = () => {};
    const { requests } = setup({ path: '/userPage/ghost', user: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading profile...')).toHaveAttribute('role', 'status');
    answer([404, { code: 'userNotFound', message: 'This user does not exist.' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This user does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(requests.map((r) => r.path)).toEqual(['/user/getUser/ghost']);
  });

  it.each([
    ['Hosted Event', HOSTED],
    ['Joined Event', JOINED],
    ['Liked Event', LIKED],
  ])('pages the %s list 6 at a time with Prev and Next', async (name, path) => {
    setSession({ userId: 'Bob27' });
    const list = paged(8, (n) => anEvent(n, { name: `${name} ${n}` }));
    const { user, calls } = setup({ hosted: list, joined: list, liked: list });
    const region = await section(name);
    await waitFor(() => expect(cardTitles(region)).toHaveLength(6));
    expect(cardTitles(region)[0]).toBe(`${name} 1`);
    const pages = within(region).getByRole('navigation', { name: `Pages of ${name}` });
    expect(pages).toHaveTextContent('page 1 / 2');
    expect(within(pages).getByRole('button', { name: /Prev/ })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(cardTitles(region)).toEqual([`${name} 7`, `${name} 8`]));
    expect(pages).toHaveTextContent('page 2 / 2');
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    // Keyboard users continue at the top of the list they paged.
    await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());

    await user.click(within(pages).getByRole('button', { name: /Prev/ }));
    await waitFor(() => expect(cardTitles(region)[0]).toBe(`${name} 1`));
    expect(calls('GET', path).map((c) => c.search)).toEqual(['limit=6&offset=0', 'limit=6&offset=6']);
  });

  it('goes back to the last page when the list gets shorter than the page shown', async () => {
    setSession({ userId: 'Bob27' });
    let total = 7;
    const { user, queryClient } = setup({ liked: (request) => paged(total, (n) => anEvent(n))(request) });
    const liked = await section('Liked Event');
    await waitFor(() => expect(cardTitles(liked)).toHaveLength(6));
    await user.click(within(liked).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(cardTitles(liked)).toEqual(['Event 7']));

    // Unliked elsewhere: the list is refetched with one event less.
    total = 6;
    await queryClient.invalidateQueries({ queryKey: ['events'] });
    await waitFor(() => expect(cardTitles(liked)).toHaveLength(6));
    expect(cardTitles(liked)[0]).toBe('Event 1');
    expect(within(liked).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says "1,000+" for a list the server counted only so far, and keeps Next on', async () => {
    const counted = (request: MockRequest): [200, EventListItem[], Record<string, string>] => {
      const [status, items] = paged(1000, (n) => anEvent(n))(request);
      return [status, items, { 'x-total-count': '1000', 'x-total-count-exact': 'false' }];
    };
    setup({ hosted: counted });
    const hosted = await section('Hosted Event');
    await waitFor(() => expect(cardTitles(hosted)).toHaveLength(6));
    expect(within(hosted).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Hosted Event · 1,000+ events (page 1 / 167+)',
    );
    const pages = within(hosted).getByRole('navigation');
    expect(within(pages).getByText('page 1 / 167+')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeEnabled();
  });

  it('has no Prev and Next for a list of one page', async () => {
    setup({ hosted: paged(6, (n) => anEvent(n)) });
    const hosted = await section('Hosted Event');
    await waitFor(() => expect(cardTitles(hosted)).toHaveLength(6));
    expect(within(hosted).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a deleted event as (Deleted) without a link, and a missing host as unknown', async () => {
    setup({
      joined: paged(2, (n) =>
        n === 1 ? anEvent(301, { name: '' }) : anEvent(302, { name: 'Orphaned event', createdBy: null as never }),
      ),
    });
    const joined = await section('Joined Event');
    await waitFor(() => expect(cardTitles(joined)).toEqual(['(Deleted)', 'Orphaned event']));
    expect(within(joined).queryByRole('link', { name: '(Deleted)' })).not.toBeInTheDocument();
    expect(within(joined).getByRole('link', { name: 'Orphaned event' })).toHaveAttribute('href', '/events/302');
    const orphan = within(joined).getAllByRole('article')[1]!;
    expect(within(orphan).getByText('Unknown')).toBeInTheDocument();
    expect(within(orphan).getAllByRole('link')).toHaveLength(1);
  });

  it("offers Write review for a past event not yet reviewed and shows Reviewed once it is, on one's own page", async () => {
    setSession({ userId: 'Bob27' });
    const events = [
      anEvent(1, { name: 'Picnic', startsAt: PAST, endsAt: PAST_END, reviewedByMe: false }),
      anEvent(2, { name: 'Quiz night', startsAt: PAST, endsAt: PAST_END, reviewedByMe: true }),
      anEvent(3, { name: 'Next week', reviewedByMe: false }),
    ];
    const { user, router } = setup({ joined: paged(3, (n) => events[n - 1]!) });
    const joined = await section('Joined Event');
    const [picnic, quiz, later] = await within(joined).findAllByRole('article');

    const write = within(picnic!).getByRole('link', { name: 'Write review: Picnic' });
    expect(write).toHaveTextContent(/^Write review/);
    expect(write).toHaveAttribute('href', '/reviewEvent/1');
    expect(within(picnic!).queryByRole('button', { name: /Reviewed/ })).not.toBeInTheDocument();

    const done = within(quiz!).getByRole('button', { name: 'Reviewed: Quiz night' });
    expect(done).toBeDisabled();
    expect(within(quiz!).queryByRole('link', { name: /Write review/ })).not.toBeInTheDocument();

    expect(within(later!).queryByRole('link', { name: /Write review/ })).not.toBeInTheDocument();
    expect(within(later!).queryByRole('button', { name: /Reviewed/ })).not.toBeInTheDocument();

    await user.click(write);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviewEvent/1'));
  });

  it("uses the spec's Korean texts for the review buttons", async () => {
    await i18n.changeLanguage('ko');
    try {
      setSession({ userId: 'Bob27' });
      const events = [
        anEvent(1, { name: 'Picnic', startsAt: PAST, endsAt: PAST_END, reviewedByMe: false }),
        anEvent(2, { name: 'Quiz night', startsAt: PAST, endsAt: PAST_END, reviewedByMe: true }),
      ];
      setup({ joined: paged(2, (n) => events[n - 1]!) });
      expect(await screen.findByRole('link', { name: '리뷰 작성: Picnic' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '리뷰 완료: Quiz night' })).toBeDisabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows no review buttons on someone else's page", async () => {
    setup({
      joined: paged(1, () => anEvent(1, { name: 'Picnic', startsAt: PAST, endsAt: PAST_END, reviewedByMe: false })),
    });
    const joined = await section('Joined Event');
    await waitFor(() => expect(cardTitles(joined)).toEqual(['Picnic']));
    expect(within(joined).queryByRole('link', { name: /Write review/ })).not.toBeInTheDocument();
  });

  it('keeps the page and the other lists when one list fails, and retries that one', async () => {
    let fail = true;
    const { user, calls } = setup({
      hosted: (request) =>
        fail
          ? [500, { code: 'internal', message: 'Boom' }]
          : paged(1, () => anEvent(9, { name: 'Back again' }))(request),
      joined: paged(1, () => anEvent(1, { name: 'Joined fine' })),
    });
    const hosted = await section('Hosted Event');
    expect(await within(hosted).findByText('The events could not be loaded.')).toBeInTheDocument();
    const joined = await section('Joined Event');
    await waitFor(() => expect(cardTitles(joined)).toEqual(['Joined fine']));
    expect(screen.getByRole('heading', { level: 1, name: 'Bob Lee' })).toBeInTheDocument();

    fail = false;
    await user.click(within(hosted).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles(hosted)).toEqual(['Back again']));
    expect(calls('GET', HOSTED).length).toBeGreaterThanOrEqual(2);
  });

  it("says when a list is empty, and offers what to do on one's own page", async () => {
    setSession({ userId: 'Bob27' });
    setup();
    const hosted = await section('Hosted Event');
    expect(await within(hosted).findByText('No hosted events yet.')).toBeInTheDocument();
    expect(within(hosted).getByRole('link', { name: 'Host an event' })).toHaveAttribute('href', '/postEvent');
    const joined = await section('Joined Event');
    expect(await within(joined).findByText('No joined events yet.')).toBeInTheDocument();
    expect(within(joined).getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/allEvents');
    const liked = await section('Liked Event');
    expect(await within(liked).findByText('No liked events yet.')).toBeInTheDocument();
  });

  it('says that each list is loading while it loads', async () => {
    let answer: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (answer = resolve));
    setup({
      hosted: async (request) => {
        await waiting;
        return none(request);
      },
    });
    const hosted = await section('Hosted Event');
    expect(within(hosted).getByRole('status')).toHaveTextContent('Loading Hosted Event...');
    expect(hosted).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await within(hosted).findByText('No hosted events yet.')).toBeInTheDocument();
    expect(within(hosted).getByRole('status')).toBeEmptyDOMElement();
  });

  it('likes from a card through the like handler it is given', async () => {
    setSession({ userId: 'Bob27' });
    const onToggleLike = vi.fn();
    const { user } = setup({
      props: { onToggleLike },
      liked: paged(1, () => anEvent(5, { name: 'Loved it', likedByMe: true, likes: 3 })),
    });
    const liked = await section('Liked Event');
    await user.click(await within(liked).findByRole('button', { name: 'Unlike' }));
    expect(onToggleLike).toHaveBeenCalledWith({ eventId: 5, liked: true, likesCount: 3 });
  });

  it('lets the owner upload a new picture, with progress', async () => {
    setSession({ userId: 'bob27' });
    let finish: (value: { imageUrl: string }) => void = () => {};
    vi.mocked(uploadToEndpoint).mockImplementation((_endpoint, _file, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve as typeof finish));
    });
    const { user, queryClient } = setup();
    const button = await screen.findByRole('button', { name: 'Change profile picture' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const file = new File(['image'], 'me.png', { type: 'image/png' });
    const input = screen.getByLabelText<HTMLInputElement>('Choose a profile picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.click(button);
    await user.upload(input, file);

    expect(uploadToEndpoint).toHaveBeenCalledWith(
      endpoints.uploadProfileImage,
      file,
      expect.objectContaining({ params: { userId: 'Bob27' } }),
    );
    const progress = await screen.findByRole('progressbar', { name: 'Uploading profile picture' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(button).toBeDisabled();

    finish({ imageUrl: '/uploads/new.webp' });
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'bob27'] });
  });

  it('opens the file chooser from the keyboard', async () => {
    setSession({ userId: 'Bob27' });
    const { user } = setup();
    const button = await screen.findByRole('button', { name: 'Change profile picture' });
    const input = screen.getByLabelText<HTMLInputElement>('Choose a profile picture');
    const click = vi.spyOn(input, 'click');
    button.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the upload is refused", async () => {
    setSession({ userId: 'Bob27' });
    const message = 'This image is too large. The maximum size is 5 MB.';
    vi.mocked(uploadToEndpoint).mockRejectedValue(
      new ApiError(413, 'imageTooLarge', message, { code: 'imageTooLarge', message }),
    );
    const { user } = setup();
    await screen.findByRole('button', { name: 'Change profile picture' });
    await user.upload(
      screen.getByLabelText('Choose a profile picture'),
      new File(['x'], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('This image is too large. The maximum size is 5 MB.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeEnabled());
  });
});
