import type { CalendarFeed } from '@moim/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';

const feed = (token: string): CalendarFeed => ({ token, url: `https://moim.example/api/calendar/${token}.ics` });
const FIRST = feed('A'.repeat(48));
const SECOND = feed('B'.repeat(48));

function setup(path = '/userPage/alice') {
  const user = userEvent.setup();
  renderRoutes([{ path: '/userPage/:userId', element: <CalendarFeedPanel /> }], path);
  return user;
}

describe('CalendarFeedPanel', () => {
  it('shows the signed-in user their feed address, to copy or open in a calendar app', async () => {
    setSession({ userId: 'alice' });
    const api = mockApi({ 'GET /calendar/feed': [200, FIRST] });
    const user = setup('/userPage/Alice');
    const panel = await screen.findByRole('region', { name: 'Your calendar' });
    const address = await within(panel).findByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue(FIRST.url);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveAccessibleDescription(
      'Keep this address to yourself: anyone who has it can see which events you go to.',
    );
    expect(within(panel).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      `webcal://moim.example/api/calendar/${FIRST.token}.ics`,
    );

    await user.click(within(panel).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.url);
    expect(await screen.findByText(/Calendar address copied\./)).toBeInTheDocument();
    expect(api.calls('GET', '/calendar/feed')).toHaveLength(1);
  });

  it('makes a new address after a confirmation, and shows it', async () => {
    setSession({ userId: 'alice' });
    const api = mockApi({ 'GET /calendar/feed': [200, FIRST], 'POST /calendar/feed/reset': [200, SECOND] });
    const user = setup();
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    const confirm = screen.getByRole('group', { name: /The old address stops working at once/ });
    // Changing one's mind sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep this one' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(api.calls('POST', '/calendar/feed/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await user.click(within(screen.getByRole('group')).getByRole('button', { name: 'Make a new address' }));
    expect(
      await screen.findByText('Your calendar has a new address. The old one no longer works.'),
    ).toBeInTheDocument();
    expect(address).toHaveValue(SECOND.url);
    expect(api.calls('POST', '/calendar/feed/reset')).toHaveLength(1);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('says so when the new address could not be made, keeping the old one', async () => {
    setSession({ userId: 'alice' });
    mockApi({
      'GET /calendar/feed': [200, FIRST],
      'POST /calendar/feed/reset': [500, { code: 'internalError', message: 'Something went wrong' }],
    });
    const user = setup();
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await user.click(within(screen.getByRole('group')).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText('The address could not be changed. Please try again.')).toBeInTheDocument();
    expect(address).toHaveValue(FIRST.url);
  });

  it('offers to try again when the address could not be loaded', async () => {
    setSession({ userId: 'alice' });
    let answers = 0;
    mockApi({
      // A 4xx, which the app does not retry by itself.
      'GET /calendar/feed': () => (++answers === 1 ? [403, { code: 'forbidden', message: 'x' }] : [200, FIRST]),
    });
    const user = setup();
    expect(await screen.findByText('Your calendar address could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(FIRST.url);
  });

  it.each([
    ['on someone else’s page', 'alice'],
    ['to a visitor', null],
  ])('shows nothing and asks for nothing %s', (_case, signedInAs) => {
    if (signedInAs) setSession({ userId: signedInAs });
    // Any request would fail the test: none is mocked.
    const { queryClient } = renderRoutes(
      [{ path: '/userPage/:userId', element: <CalendarFeedPanel /> }],
      '/userPage/bob',
    );
    // The panel decides as it renders: a query for the feed would be in the cache from its first
    // render on, before any answer, and the section with it.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Your calendar')).not.toBeInTheDocument();
  });
});
