import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { HotEvents } from '../components/HotEvents.tsx';
import { HOT_EVENTS_REQUEST, eventListKey, type EventListPage } from '../list-api.ts';
import { later, listItems, mockEventsApi, type ListReply } from '../list-test-utils.ts';
import { deferredReply, signIn } from '../test-utils.ts';
import { AllEventsScreen } from './AllEventsScreen.tsx';
import { anEvent } from '../../../test/fixtures.ts';

type Lists = Parameters<typeof mockEventsApi>[0];

/** A server with `total` events named "Event n"; pages cut from them by limit and offset. */
function pagedServer(total: number): Lists {
  return (query) => {
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const count = Math.max(0, Math.min(limit, total - offset));
    return { items: listItems(count, offset + 1), total };
  };
}

/**
 * A server with `all` events that, like the real one, counts them only up to 1,000 (or to the end
 * of the page asked for) and says when there are more.
 */
function boundedServer(all: number): Lists {
  return (query) => {
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const countLimit = Math.max(1000, offset + limit);
    const count = Math.max(0, Math.min(limit, all - offset));
    return { items: listItems(count, offset + 1), total: Math.min(all, countLimit), exact: all <= countLimit };
  };
}

function setup(path = '/allEvents', lists: Lists = pagedServer(3), routes: Parameters<typeof mockEventsApi>[1] = {}) {
  const api = mockEventsApi(lists, routes);
  const result = renderRoutes(
    [
      { path: '/allEvents', element: <AllEventsScreen /> },
      { path: '/events/:id', element: <h1>Event page</h1> },
    ],
    path,
  );
  const location = () => result.router.state.location.search;
  return { ...api, ...result, location, user: userEvent.setup() };
}

const RESULTS = /events?( \(page \d+ \/ \d+\+?\))?$/i;
const results = () => screen.getByRole('region', { name: RESULTS });
const cardTitles = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const categoryRow = () => screen.getByRole('group', { name: 'Category' });

// The namespace loads lazily in the app; here once, before the first screen.
beforeAll(() => i18n.loadNamespaces('events'));

describe('AllEventsScreen', () => {
  it('says in Korean what the language filter means, with the languages named in Korean', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup('/allEvents?lang=vi');
      const filter = await screen.findByRole('combobox', { name: '진행 언어' });
      expect(filter).toHaveValue('vi');
      expect(within(filter).getByRole('option', { name: '베트남어' })).toBeInTheDocument();
      expect(within(filter).getByRole('option', { name: '영어' })).toBeInTheDocument();
      await screen.findByRole('heading', { level: 2, name: /이벤트/ });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('builds its request from the address and shows the filters it read', async () => {
    const { listCalls } = setup(
      '/allEvents?page=2&category=Food&type=Register&q=hike&date=2099-03-14&lang=ko&sort=hot',
      pagedServer(20),
    );
    await screen.findByRole('heading', { level: 2, name: /^20 events/ });
    expect(listCalls()).toEqual([
      'fetchType=search&query=hike&date=2099-03-14&type=Register&category=Food&language=ko&sort=hot&limit=12&offset=12',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hike');
    expect(screen.getByLabelText('Date')).toHaveValue('2099-03-14');
    expect(screen.getByRole('combobox', { name: 'Event type' })).toHaveValue('Register');
    expect(screen.getByRole('combobox', { name: 'Held in' })).toHaveValue('ko');
    // Languages named in the reader's language, by the browser (Intl.DisplayNames).
    expect(screen.getByRole('option', { name: 'Korean' })).toHaveValue('ko');
    expect(screen.getByRole('option', { name: 'Vietnamese' })).toHaveValue('vi');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('hot');
    expect(within(categoryRow()).getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categoryRow()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('page 2 / 2')).toBeInTheDocument();
    expect(cardTitles()).toEqual(listItems(8, 13).map((e) => e.name));
  });

  it('asks for all upcoming events, newest first, with no filters', async () => {
    const { listCalls } = setup('/allEvents');
    await screen.findByRole('heading', { level: 2, name: '3 events' });
    expect(listCalls()).toEqual(['fetchType=all&limit=12&offset=0']);
    // The category row of the spec, spelled right (Art/Fashion), with the words the cards use.
    expect(
      within(categoryRow())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Social', 'Food', 'Games', 'Learning', 'Activities', 'Trip', 'Art/Fashion', 'Others']);
    expect(within(categoryRow()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Latest', 'Hot', 'Upcoming']);
  });

  it('puts category, sort, type and search in the address and starts again at page 1', async () => {
    const { listCalls, location, user } = setup('/allEvents?page=3', pagedServer(40));
    await screen.findByText('page 3 / 4');

    await user.click(within(categoryRow()).getByRole('button', { name: 'Art/Fashion' }));
    expect(location()).toBe('?category=Art%2FFashion');
    await screen.findByText('page 1 / 4');
    expect(within(categoryRow()).getByRole('button', { name: 'Art/Fashion' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls().at(-1)).toBe('fetchType=category&category=Art%2FFashion&sort=latest&limit=12&offset=0');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('?page=2&category=Art%2FFashion');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'hot');
    expect(location()).toBe('?category=Art%2FFashion&sort=hot');

    // Typing and choosing in the form fetches nothing until it is submitted.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('?page=2&category=Art%2FFashion&sort=hot'));
    const before = listCalls().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'picnic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'Register');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Held in' }), 'vi');
    expect(listCalls()).toHaveLength(before);
    expect(location()).toBe('?page=2&category=Art%2FFashion&sort=hot');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '{Enter}');
    expect(location()).toBe('?category=Art%2FFashion&type=Register&q=picnic&lang=vi&sort=hot');
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(
        'fetchType=search&query=picnic&type=Register&category=Art%2FFashion&language=vi&sort=hot&limit=12&offset=0',
      ),
    );

    // The Search button submits too; the category All clears the category only.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('?category=Art%2FFashion&type=Register&lang=vi&sort=hot');
    await user.click(within(categoryRow()).getByRole('button', { name: 'All' }));
    expect(location()).toBe('?type=Register&lang=vi&sort=hot');
  });

  it('pages with Prev and Next from X-Total-Count, moves focus to the results, and follows back and forward', async () => {
    const { listCalls, location, user, router } = setup('/allEvents', pagedServer(30));
    await screen.findByRole('heading', { level: 2, name: '30 events (page 1 / 3)' });
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('navigation', { name: 'Pages of events' })).toBeInTheDocument();
    expect(screen.getByText('page 1 / 3')).toBeInTheDocument();
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    expect(cardTitles()).toHaveLength(12);

    await user.click(next);
    expect(location()).toBe('?page=2');
    await screen.findByText('page 2 / 3');
    expect(screen.getByRole('heading', { level: 2, name: '30 events (page 2 / 3)' })).toHaveFocus();
    await waitFor(() => expect(cardTitles()[0]).toBe('Event 13'));
    expect(listCalls().at(-1)).toBe('fetchType=all&limit=12&offset=12');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('page 3 / 3');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Event 25', 'Event 26', 'Event 27', 'Event 28', 'Event 29', 'Event 30']),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByText('page 2 / 3');
    expect(screen.getByRole('heading', { level: 2, name: /^30 events/ })).toHaveFocus();

    // The browser's back and forward show the pages from the address (and the cache).
    const calls = listCalls().length;
    await act(() => router.navigate(-1));
    await screen.findByText('page 3 / 3');
    await act(() => router.navigate(-2));
    await screen.findByText('page 1 / 3');
    expect(cardTitles()[0]).toBe('Event 1');
    await act(() => router.navigate(1));
    await screen.findByText('page 2 / 3');
    expect(cardTitles()[0]).toBe('Event 13');
    expect(listCalls()).toHaveLength(calls);
  });

  it('says "1,000+" when the server counts only so far, and pages on past that', async () => {
    const { location, user } = setup('/allEvents', boundedServer(1015));
    await screen.findByRole('heading', { level: 2, name: '1,000+ events (page 1 / 84+)' });
    expect(within(results()).getByRole('status')).toHaveTextContent('1,000+ events');
    expect(screen.getByText('page 1 / 84+')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('?page=2');
    await screen.findByText('page 2 / 84+');
  });

  it('pages past 1,000 events to the real end', async () => {
    const { location, user } = setup('/allEvents?page=84', boundedServer(1015));
    // The last page the total covers still has a Next: there are more.
    await screen.findByText('page 84 / 84+');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await waitFor(() => expect(cardTitles()[0]).toBe('Event 997'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('?page=85');
    // Offset 1008: counted to 1020, and there are only 1015: exact again, and the end.
    await screen.findByRole('heading', { level: 2, name: '1015 events (page 85 / 85)' });
    expect(cardTitles()).toEqual([
      'Event 1009',
      'Event 1010',
      'Event 1011',
      'Event 1012',
      'Event 1013',
      'Event 1014',
      'Event 1015',
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a loading state, then the count in the status of the results', async () => {
    const reply = later<ListReply>();
    setup('/allEvents', () => reply.promise);
    const region = results();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading events...');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('event-grid-skeleton')).toBeInTheDocument();

    reply.resolve({ items: listItems(12), total: 24 });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('24 events'));
    expect(screen.queryByTestId('event-grid-skeleton')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('24 events');
  });

  it('after a search from the keyboard, continues at the results (the form is made anew)', async () => {
    const { location, user } = setup('/allEvents', pagedServer(5));
    await screen.findByRole('heading', { level: 2, name: '5 events' });
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('hike{Enter}');
    expect(location()).toBe('?q=hike');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    // The same search again changes nothing: focus stays in the box.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('says when nothing matches, and clears the filters (keeping the sort)', async () => {
    const { location, user } = setup('/allEvents?category=Trip&q=zzz&sort=upcoming', (query) =>
      query.get('query') ? { items: [], total: 0 } : { items: listItems(2), total: 2 },
    );
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches these filters/)).toBeInTheDocument();
    expect(within(results()).getByRole('status')).toHaveTextContent('0 events');
    expect(screen.queryByRole('navigation', { name: 'Pages of events' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('?sort=upcoming');
    await screen.findByRole('heading', { level: 2, name: '2 events' });
  });

  it('invites to host when there are no events at all', async () => {
    setup('/allEvents', () => ({ items: [], total: 0 }));
    expect(await screen.findByText(/no upcoming events yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Host an event' })).toHaveAttribute('href', '/postEvent');
  });

  it('goes to the last page when the page in the address is past the end', async () => {
    const { location } = setup('/allEvents?page=9&sort=hot', pagedServer(14));
    await waitFor(() => expect(location()).toBe('?page=2&sort=hot'));
    await screen.findByText('page 2 / 2');
  });

  it('says when the events cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = setup('/allEvents', () => {
      if (fail) throw new Error('down');
      return { items: listItems(1), total: 1 };
    });
    // fetch rejecting is a network error: retried twice, then shown.
    expect(await screen.findByText('The events could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: '1 event' });
  }, 15_000);

  it('links each card to its event page', async () => {
    const { router, user } = setup('/allEvents', () => ({
      items: [anEvent(42, { name: 'Hangang picnic' })],
      total: 1,
    }));
    await user.click(await screen.findByRole('link', { name: 'Hangang picnic' }));
    expect(router.state.location.pathname).toBe('/events/42');
  });

  it('updates a like at once in every list that shows the event: one cache', async () => {
    signIn('alice');
    const shared = anEvent(5, { name: 'Shared event', likes: 3, likedByMe: false });
    const like = deferredReply<'POST /likes/5/like'>();
    const unlike = deferredReply<'POST /likes/5/like'>();
    const replies = [like.reply, unlike.reply];
    const api = mockEventsApi(
      (query) =>
        query.get('fetchType') === 'hot'
          ? { items: [shared, anEvent(6)], total: 2 }
          : { items: [anEvent(1), shared], total: 2 },
      { 'POST /likes/5/like': () => replies.shift()!() },
    );
    const { queryClient } = renderRoutes(
      [
        {
          path: '/allEvents',
          element: (
            <>
              <section aria-label="Hot">
                <HotEvents />
              </section>
              <AllEventsScreen />
            </>
          ),
        },
      ],
      '/allEvents',
    );
    const user = userEvent.setup();
    const hot = () => screen.getByRole('region', { name: 'Hot' });
    const all = () => screen.getByRole('region', { name: '2 events' });
    const card = (region: HTMLElement) =>
      within(region).getByRole('heading', { name: 'Shared event' }).closest('article')!;
    await waitFor(() => expect(within(hot()).getAllByRole('article')).toHaveLength(2));
    await within(all()).findByRole('heading', { name: 'Shared event' });

    await user.click(within(card(all())).getByRole('button', { name: 'Like' }));
    for (const region of [hot(), all()]) {
      expect(within(card(region)).getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(card(region)).getByText('4')).toBeInTheDocument();
    }
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/likes/5/like',
      body: { userId: 'alice' },
    });

    // The server's answer is written the same way, everywhere.
    like.answer([200, { likesLen: 9, isLiked: true }]);
    await waitFor(() => expect(within(card(hot())).getByText('9')).toBeInTheDocument());
    expect(within(card(all())).getByText('9')).toBeInTheDocument();
    const hotCache = queryClient.getQueryData<EventListPage>(eventListKey(HOT_EVENTS_REQUEST, 'alice'));
    expect(hotCache?.items[0]).toMatchObject({ id: 5, likes: 9, likedByMe: true });

    // Unliking from the other list flips both back.
    await user.click(within(card(hot())).getByRole('button', { name: 'Unlike' }));
    for (const region of [hot(), all()]) {
      expect(within(card(region)).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(card(region)).getByText('8')).toBeInTheDocument();
    }
    unlike.answer([200, { likesLen: 8, isLiked: false }]);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  });
});
