import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { expectFieldError } from '../../../test/fields.ts';
import { expectProblemBeside } from '../../../test/problems.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { deferredReply, mockApi, signIn, type MockReplyFor } from '../test-utils.ts';
import { DeleteEventScreen } from './DeleteEventScreen.tsx';
import { anEventDetail } from '../../../test/fixtures.ts';

function setup(
  remove: MockReplyFor<'DELETE /events/7'> = [200, { success: true, message: 'Event successfully deleted!' }],
  path = '/deleteEvent/7',
  event = anEventDetail(),
) {
  const api = mockApi({
    'GET /events/getEvents/7': [200, event],
    'DELETE /events/7': remove,
  });
  const result = renderRoutes(
    [
      { path: '/deleteEvent/:id', element: <DeleteEventScreen /> },
      { path: '/events/:id', element: <h1>Event page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    path,
  );
  return { ...api, ...result, user: userEvent.setup() };
}

const ready = () => screen.findByRole('combobox', { name: 'Reason' });
const reasonBox = () => screen.getByRole('combobox', { name: 'Reason' });
const deleteButton = () => screen.getByRole('button', { name: 'Delete' });
const notices = () => screen.getByTestId('notices-assertive');

beforeEach(() => signIn('hana'));

describe('DeleteEventScreen', () => {
  it('warns what deleting does and offers the four reasons with their English values', async () => {
    setup();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete event' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText("The event's details and its participants' data will be permanently removed."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Every participant will receive a notice that the event has been cancelled/),
    ).toBeInTheDocument();
    expect(screen.getByText('Once deleted, the event cannot be restored.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunday hike on Bukhansan' })).toHaveAttribute('href', '/events/7');
    const options = within(reasonBox()).getAllByRole('option').slice(1);
    expect(options.map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['Not enough participants', 'Not enough participants'],
      ['Schedule change', 'Schedule change'],
      ['Want to create a new event', 'Want to create a new event'],
      ['Other', 'Other'],
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('needs a reason, said beside it', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(deleteButton());
    await expectProblemBeside(reasonBox, 'Please provide a reason before submitting.');
    expect(reasonBox()).toHaveAccessibleDescription('Please provide a reason before submitting.');
    await waitFor(() => expect(reasonBox()).toHaveFocus());
    expect(calls('DELETE', '/events/7')).toHaveLength(0);
  });

  it('needs the text when the reason is Other', async () => {
    const { user, calls } = setup();
    await ready();
    await user.selectOptions(reasonBox(), 'Other');
    const text = screen.getByRole('textbox', { name: 'Tell participants why' });
    await user.type(text, '   ');
    await user.click(deleteButton());
    await waitFor(() => expect(text).toHaveFocus());
    expectFieldError(text, 'Please provide a reason before submitting.');
    expect(reasonBox()).not.toHaveAttribute('aria-invalid');
    expect(calls('DELETE', '/events/7')).toHaveLength(0);

    await user.type(text, 'The venue closed');
    expect(text).not.toHaveAttribute('aria-invalid');
    await user.click(deleteButton());
    await waitFor(() =>
      expect(calls('DELETE', '/events/7')[0]?.body).toEqual({ reason: 'Other', detail: 'The venue closed' }),
    );
  });

  it('deletes, reading Processing... meanwhile, then says so, forgets the event and goes home', async () => {
    const pending = deferredReply<'DELETE /events/7'>();
    const { user, calls, router, queryClient } = setup(pending.reply);
    await ready();
    queryClient.setQueryData(queryKeys.isLiked(7), true);
    await user.selectOptions(reasonBox(), 'Schedule change');
    await user.click(deleteButton());
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(calls('DELETE', '/events/7')[0]?.body).toEqual({ reason: 'Schedule change' });

    pending.answer([200, { success: true, message: 'Event successfully deleted!' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Event successfully deleted!')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.event(7))).toBeUndefined());
    expect(queryClient.getQueryData(queryKeys.isLiked(7))).toBeUndefined();
    expect(calls('GET', '/events/getEvents/7')).toHaveLength(1);
  });

  it('asks, for a date of a series with later dates, whether the later ones go too, and sends the choice', async () => {
    const later = { id: 8, date: '2099-03-21', time: '14:30', startsAt: '2099-03-21T05:30:00.000Z' };
    const { user, calls, router } = setup(undefined, '/deleteEvent/7', anEventDetail({ series: { next: [later] } }));
    await ready();
    expect(screen.getByRole('radio', { name: 'Only this date' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'This date and every later one of the series' }));
    await user.selectOptions(reasonBox(), 'Schedule change');
    await user.click(deleteButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('DELETE', '/events/7')[0]?.body).toEqual({ reason: 'Schedule change', scope: 'following' });
  });

  it("shows the server's check beside the field its answer names", async () => {
    const text = 'Please provide a reason before submitting.';
    const { user } = setup([
      400,
      {
        code: 'deleteReasonRequired',
        message: text,
        issues: [{ path: 'detail', code: 'deleteReasonRequired', message: text }],
      },
    ]);
    await ready();
    await user.selectOptions(reasonBox(), 'Other');
    const detail = screen.getByRole('textbox', { name: 'Tell participants why' });
    await user.type(detail, 'x');
    await user.click(deleteButton());
    await waitFor(() => expectFieldError(detail, text));
    await waitFor(() => expect(detail).toHaveFocus());
    expect(within(notices()).queryByText('Failed to complete the request. Please try again.')).not.toBeInTheDocument();
  });

  it('says the request failed and stays', async () => {
    const { user, router } = setup([500, { code: 'internalError', message: 'Something went wrong on our side.' }]);
    await ready();
    await user.selectOptions(reasonBox(), 'Not enough participants');
    await user.click(deleteButton());
    await within(notices()).findByText('Failed to complete the request. Please try again.');
    expect(router.state.location.pathname).toBe('/deleteEvent/7');
    expect(deleteButton()).toBeEnabled();
    expect(reasonBox()).toHaveValue('Not enough participants');
  });

  it('goes back with Cancel and go back', async () => {
    const { user, router } = setup(undefined, '/events/7');
    await screen.findByRole('heading', { level: 1, name: 'Event page' });
    await act(() => router.navigate('/deleteEvent/7'));
    await user.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
  });

  it('goes to the event with Cancel and go back when opened directly', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
  });

  it('tells anyone but the host that only the host can delete', async () => {
    signIn('bob');
    setup();
    expect(await screen.findByText('Only the host of this event can delete it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete event' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/events/7');
  });
});
