import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../lib/clock.ts';
import i18n from '../lib/i18n.ts';
import { renderRoutes } from '../test/render.tsx';
import { locales } from '@moim/contract/locales';
import { EventCard, placeParts, type EventCardEvent } from './EventCard.tsx';

const EVENT: EventCardEvent = {
  id: 42,
  name: 'Sunday hike on Bukhansan',
  mainImage: '/uploads/hike.webp',
  date: '2026-03-14',
  time: '14:30',
  category: 'Art/Fashion',
  type: 'FirstCome',
  location: 'Mapo-gu, Seoul',
  participantsCount: 3,
  maxParticipants: 10,
  likesCount: 7,
  price: 15000,
  createdBy: { userId: 'hana', username: 'Hana Kim', profileImage: null },
};

function setup(props: Partial<Parameters<typeof EventCard>[0]> = {}) {
  const onToggleLike = vi.fn();
  const result = renderRoutes([
    { path: '/', element: <EventCard event={EVENT} onToggleLike={onToggleLike} {...props} /> },
    { path: '/events/:id', element: <h1>Event page</h1> },
    { path: '/userPage/:userId', element: <h1>User page</h1> },
  ]);
  return { ...result, onToggleLike, user: userEvent.setup() };
}

describe('EventCard', () => {
  it('shows the start and end in Korea time, and "Happening now" only while it is under way', async () => {
    const timed = { ...EVENT, startsAt: '2026-03-14T05:30:00.000Z', endsAt: '2026-03-14T07:30:00.000Z' };
    const at = (now: string) =>
      renderRoutes([
        {
          path: '/',
          element: (
            <ClockProvider value={() => new Date(now)}>
              <EventCard event={timed} />
            </ClockProvider>
          ),
        },
      ]);
    const before = at('2026-03-14T05:29:00Z');
    expect(await screen.findByText('Sat, Mar 14, 2026, 2:30 PM – 4:30 PM')).toBeInTheDocument();
    expect(screen.queryByText('Happening now')).not.toBeInTheDocument();
    before.unmount();
    const during = at('2026-03-14T06:00:00Z');
    expect(await screen.findByText('Happening now')).toBeInTheDocument();
    during.unmount();
    at('2026-03-14T07:30:00Z');
    expect(await screen.findByText('Sat, Mar 14, 2026, 2:30 PM – 4:30 PM')).toBeInTheDocument();
    expect(screen.queryByText('Happening now')).not.toBeInTheDocument();
  });

  it('links the whole card to the event page by its title', async () => {
    const { user, router } = setup();
    const link = await screen.findByRole('link', { name: 'Sunday hike on Bukhansan' });
    expect(link).toHaveAttribute('href', '/events/42');
    expect(screen.getByRole('heading', { level: 3, name: 'Sunday hike on Bukhansan' })).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/42'));
  });

  it('names the event in the host’s own second version for a reader of that language (decision 77)', async () => {
    const bilingual = {
      ...EVENT,
      name: '북한산 일요 산행',
      secondLanguage: 'en',
      secondName: 'Sunday hike on Bukhansan',
    };
    setup({ event: bilingual });
    expect(screen.getByRole('link', { name: 'Sunday hike on Bukhansan' })).toHaveAttribute('href', '/events/42');
    expect(screen.getByRole('img', { name: 'Sunday hike on Bukhansan' })).toBeInTheDocument();
    await i18n.changeLanguage('ko');
    try {
      expect(await screen.findByRole('link', { name: '북한산 일요 산행' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the image, badges, participants, date, like count and place', async () => {
    setup();
    const image = await screen.findByRole('img', { name: 'Sunday hike on Bukhansan' });
    expect(image).toHaveAttribute('src', '/uploads/hike.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Art/Fashion')).toBeInTheDocument();
    expect(screen.getByText('First come')).toBeInTheDocument();
    expect(screen.getByText('3/10')).toBeInTheDocument();
    expect(screen.getByText('Sat, Mar 14, 2026, 2:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Mapo-gu, Seoul')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it.each([
    ['Others', 'Register', 'Others', 'Register'],
    ['Social', 'FirstCome', 'Social', 'First come'],
    ['Art/Fasion', 'Register', 'Art/Fashion', 'Register'],
  ])('shows category %s and type %s as %s and %s', async (category, type, categoryText, typeText) => {
    setup({ event: { ...EVENT, category, type } });
    const badges = await screen.findByRole('list', { name: 'Category and type' });
    const items = within(badges).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([categoryText, typeText]);
    // Cut short on a narrow card, each name is whole in its tooltip.
    expect(items.map((i) => i.getAttribute('title'))).toEqual([categoryText, typeText]);
  });

  it.each(locales)('names the badges in %s, never by a key', async (language) => {
    await i18n.changeLanguage(language);
    try {
      setup();
      const name = i18n.t('eventList:card.badges');
      expect(name).not.toMatch(/card\./);
      expect(await screen.findByRole('list', { name })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the romanised part of a place apart from its Korean, each shortened on its own', async () => {
    setup({ event: { ...EVENT, location: '서울특별시 노원구 (Nowon-gu, Seoul)' } });
    const korean = await screen.findByText('서울특별시 노원구');
    const romanised = screen.getByText('(Nowon-gu, Seoul)');
    expect(korean).not.toContainElement(romanised);
    expect(korean).toHaveAttribute('lang', 'ko');
    expect(korean.closest('p')).toHaveTextContent('Location: 서울특별시 노원구 (Nowon-gu, Seoul)');
  });

  it.each([
    ['서울특별시 마포구 (Mapo-gu, Seoul)', { native: '서울특별시 마포구', romanised: 'Mapo-gu, Seoul' }],
    ['서울 마포구 양화로 45 (서교동)', { native: '서울 마포구 양화로 45 (서교동)' }],
    ['Mapo-gu, Seoul', { native: 'Mapo-gu, Seoul' }],
    ['123 Main St (Suite 4)', { native: '123 Main St (Suite 4)' }],
  ])('reads the place %s', (location, parts) => {
    expect(placeParts(location)).toEqual(parts);
  });

  it('likes without navigating, as a separate toggle button', async () => {
    const { user, router, onToggleLike } = setup();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('Sunday hike on Bukhansan');
    expect(screen.getByRole('link', { name: 'Sunday hike on Bukhansan' })).not.toContainElement(like);
    await user.click(like);
    expect(onToggleLike).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('reaches the links and the like button from the keyboard', async () => {
    const { user, router, onToggleLike } = setup();
    await screen.findByRole('button', { name: 'Like' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sunday hike on Bukhansan' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Hana Kim' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onToggleLike).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onToggleLike).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a liked event as pressed with Unlike', async () => {
    setup({ liked: true });
    expect(await screen.findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no like button without a handler, and can be a level-2 heading', async () => {
    setup({ onToggleLike: undefined, headingLevel: 2 });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Sunday hike on Bukhansan');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [15000, 'en', '₩15,000'],
    [0, 'en', 'Free'],
    [0, 'ko', '무료'],
    [1234500, 'ko', '₩1,234,500'],
  ])('shows the price %d in %s as %s', async (price, language, text) => {
    await i18n.changeLanguage(language);
    try {
      setup({ event: { ...EVENT, price } });
      const label = language === 'ko' ? '참가비' : 'Price';
      const shown = await screen.findByText(text);
      expect(shown.closest('p')).toHaveTextContent(`${label}: ${text}`);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the host with a link to their page, beside the event's link and not inside it", async () => {
    const { user, router } = setup();
    const host = await screen.findByRole('link', { name: 'Hana Kim' });
    expect(host).toHaveAttribute('href', '/userPage/hana');
    expect(host.closest('p')).toHaveTextContent('Host: Hana Kim');
    const title = screen.getByRole('link', { name: 'Sunday hike on Bukhansan' });
    expect(title).not.toContainElement(host);
    expect(host.closest('a')).toBe(host);
    await user.click(host);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userPage/hana'));
  });

  it('shows an unknown host without a link, and no host where told not to', async () => {
    setup({ event: { ...EVENT, createdBy: null } });
    expect(await screen.findByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('Unknown').closest('p')).toHaveTextContent('Host: Unknown');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('leaves the host out where told to', async () => {
    setup({ showHost: false });
    await screen.findByRole('link', { name: 'Sunday hike on Bukhansan' });
    expect(screen.queryByText(/Host:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hana Kim' })).not.toBeInTheDocument();
  });

  it('shows an event without a name as deleted, without a link or a like button', async () => {
    setup({ event: { ...EVENT, name: '' } });
    expect(await screen.findByRole('heading', { level: 3, name: '(Deleted)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Deleted/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/userPage/hana']);
  });

  it('says (삭제됨) for a deleted event in Korean', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup({ event: { ...EVENT, name: '' } });
      expect(await screen.findByRole('heading', { level: 3, name: '(삭제됨)' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('puts controls below the text, outside the event link', async () => {
    setup({ children: <button type="button">Write review</button> });
    const button = await screen.findByRole('button', { name: 'Write review' });
    expect(screen.getByRole('link', { name: 'Sunday hike on Bukhansan' })).not.toContainElement(button);
    expect(screen.getByRole('article')).toContainElement(button);
  });
});
