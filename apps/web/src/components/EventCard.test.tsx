import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { EventCard, type EventCardEvent } from './EventCard.tsx';

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
};

function setup(props: Partial<Parameters<typeof EventCard>[0]> = {}) {
  const onToggleLike = vi.fn();
  const result = renderRoutes([
    { path: '/', element: <EventCard event={EVENT} onToggleLike={onToggleLike} {...props} /> },
    { path: '/events/:id', element: <h1>Event page</h1> },
  ]);
  return { ...result, onToggleLike, user: userEvent.setup() };
}

describe('EventCard', () => {
  it('links the whole card to the event page by its title', async () => {
    const { user, router } = setup();
    const link = await screen.findByRole('link', { name: 'Sunday hike on Bukhansan' });
    expect(link).toHaveAttribute('href', '/events/42');
    expect(screen.getByRole('heading', { level: 3, name: 'Sunday hike on Bukhansan' })).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/42'));
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
    const badges = await screen.findByRole('list', { name: 'Category, Type' });
    const items = within(badges).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([categoryText, typeText]);
  });

  it('likes without navigating, as a separate toggle button', async () => {
    const { user, router, onToggleLike } = setup();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('Sunday hike on Bukhansan');
    expect(screen.getByRole('link')).not.toContainElement(like);
    await user.click(like);
    expect(onToggleLike).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('reaches the link and the like button from the keyboard', async () => {
    const { user, router, onToggleLike } = setup();
    await screen.findByRole('button', { name: 'Like' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sunday hike on Bukhansan' })).toHaveFocus();
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
});
