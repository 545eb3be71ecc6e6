import type { CheckInList } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClockProvider } from '../../../lib/clock.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi, type MockAnswerFor } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CheckInScreen } from './CheckInScreen.tsx';

const guest = (participantId: number, username: string, checkedInAt: string | null = null) => ({
  participantId,
  user: { userId: username.toLowerCase().replace(' ', ''), username, profileImage: null },
  checkedInAt,
});

/** The door list of event 7 (2099-03-14, 14:30 to 16:30 in Korea): two guests, one in. */
const LIST: CheckInList = {
  eventId: 7,
  name: 'Sunday hike',
  startsAt: '2099-03-14T05:30:00.000Z',
  endsAt: '2099-03-14T07:30:00.000Z',
  checkedIn: 1,
  total: 2,
  guests: [guest(11, 'Bob Lee', '2099-03-14T05:10:00.000Z'), guest(12, 'Mina Park')],
};
const AT_THE_DOOR = new Date('2099-03-14T05:15:00.000Z');
/** The answer to checking Mina in: both guests are in now. */
const MINA_IN: MockAnswerFor<'POST /events/7/check-in'> = [
  200,
  {
    guest: guest(12, 'Mina Park', AT_THE_DOOR.toISOString()),
    checkedIn: 2,
    total: 2,
    message: 'Mina Park is checked in.',
  },
];

/** The screen at `url` with the clock at `now`; the test mocks the API first. */
function setup(url = '/checkIn/7', now = AT_THE_DOOR) {
  const rendered = renderRoutes(
    [
      {
        path: '/checkIn/:eventId',
        element: (
          <ClockProvider value={() => now}>
            <CheckInScreen />
          </ClockProvider>
        ),
      },
      { path: '/manage/:eventId', element: <h1>Manage</h1> },
      { path: '/events/:eventId', element: <h1>Event page</h1> },
    ],
    url,
  );
  return { ...rendered, user: userEvent.setup() };
}

beforeEach(() => setSession({ userId: 'hana' }));

describe('CheckInScreen', () => {
  it('shows the count, the way to check in and the approved guests with who is in', async () => {
    mockApi({ 'GET /events/7/check-in': [200, LIST] });
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 checked in')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Scan a QR code' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Bob Lee' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mina Park' })).not.toBeChecked();
    expect(screen.getByText('In at 2:10 PM')).toBeInTheDocument();
  });

  it('checks a guest in by the code typed, says so, and counts them', async () => {
    const { calls } = mockApi({
      'GET /events/7/check-in': [200, LIST],
      'POST /events/7/check-in': MINA_IN,
    });
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Check-in code' }), 'k7q2 m9xd');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Mina Park is checked in.')).toHaveAttribute('role', 'status');
    expect(calls('POST', '/events/7/check-in')[0]?.body).toEqual({ code: 'k7q2 m9xd' });
    expect(screen.getByText('2 of 2 checked in')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mina Park' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toHaveValue('');
  });

  it("says the server's refusal in the live line and keeps the code typed", async () => {
    mockApi({
      'GET /events/7/check-in': [200, LIST],
      'POST /events/7/check-in': [409, { code: 'checkInRepeat', message: 'This guest is already checked in.' }],
    });
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Check-in code' }), 'K7Q2M9XD');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('This guest is already checked in.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toHaveValue('K7Q2M9XD');
  });

  it('takes a tick back', async () => {
    const { calls } = mockApi({
      'GET /events/7/check-in': [200, LIST],
      'DELETE /events/7/check-in/11': [
        200,
        { guest: guest(11, 'Bob Lee'), checkedIn: 0, total: 2, message: 'Bob Lee is no longer checked in.' },
      ],
    });
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Bob Lee' }));
    expect(await screen.findByText('Bob Lee is no longer checked in.')).toHaveAttribute('role', 'status');
    expect(calls('DELETE', '/events/7/check-in/11')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Bob Lee' })).not.toBeChecked();
    expect(screen.getByText('0 of 2 checked in')).toBeInTheDocument();
  });

  it("checks in the code a phone's camera opened the screen with, once, and takes it out of the address", async () => {
    const { calls } = mockApi({
      'GET /events/7/check-in': [200, LIST],
      'POST /events/7/check-in': MINA_IN,
    });
    const { router } = setup('/checkIn/7?code=K7Q2M9XD');
    expect(await screen.findByText('Mina Park is checked in.')).toHaveAttribute('role', 'status');
    expect(calls('POST', '/events/7/check-in').map((call) => call.body)).toEqual([{ code: 'K7Q2M9XD' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when check-in is not open, with its controls off', async () => {
    mockApi({ 'GET /events/7/check-in': [200, LIST] });
    setup('/checkIn/7', new Date('2099-03-12T00:00:00.000Z'));
    expect(
      await screen.findByText('Check-in opens 24 hours before the start and closes 24 hours after the end.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scan a QR code' })).toBeDisabled();
    for (const box of within(screen.getByRole('list')).getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('tells anyone but the host that only the host manages guests', async () => {
    mockApi({ 'GET /events/7/check-in': [403, { code: 'forbidden', message: 'Forbidden' }] });
    setup();
    expect(await screen.findByText('Only the host of this event can manage its guests.')).toBeInTheDocument();
  });
});
