import type { CheckParticipationResponse } from '@moim/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { anEventDetail } from '../../../test/fixtures.ts';
import { mockApi, signIn, type MockAnswerFor, type MockReply, type MockReplyFor } from '../test-utils.ts';
import { EventChatAndReport } from './EventChatAndReport.tsx';

const status = (value: CheckParticipationResponse['status']): CheckParticipationResponse => ({
  isParticipating: value === 'Approved' || value === 'Pending',
  status: value,
  hasReviewed: false,
});

function setup<K extends string = never>(
  participation: CheckParticipationResponse = status(null),
  extra: { [P in K]: MockReplyFor<P> } = {} as { [P in K]: MockReplyFor<P> },
) {
  // The extra replies are typed by the parameter, key by key.
  const api = mockApi({
    'GET /participants/checkParticipation': [200, participation],
    ...(extra as Record<string, MockReply>),
  });
  // Hosted by "hana"; "bob" is listed as going.
  renderWithProviders(<EventChatAndReport event={anEventDetail()} />);
  return { ...api, user: userEvent.setup() };
}

const chatLink = () => screen.queryByRole('link', { name: 'Chat with the group' });

describe('the event page’s chat link and Report', () => {
  it('takes the host to the event’s room, and offers no Report of their own event', async () => {
    signIn('hana');
    const { calls } = setup();
    expect(await screen.findByRole('link', { name: 'Chat with the group' })).toHaveAttribute('href', '/chat?event=7');
    expect(screen.queryByRole('button', { name: 'Report this event' })).not.toBeInTheDocument();
    expect(calls('GET', '/participants/checkParticipation')).toEqual([]);
  });

  it('offers an approved guest the chat and Report', async () => {
    signIn('zoe');
    setup(status('Approved'));
    expect(await screen.findByRole('link', { name: 'Chat with the group' })).toHaveAttribute('href', '/chat?event=7');
    expect(screen.getByRole('button', { name: 'Report this event' })).toBeInTheDocument();
  });

  it('offers no chat to a guest who is not approved, whatever the attendee list said', async () => {
    signIn('bob');
    setup(status('Pending'));
    await screen.findByRole('button', { name: 'Report this event' });
    await waitFor(() => expect(chatLink()).not.toBeInTheDocument());
  });

  it('shows nothing to a visitor', async () => {
    const { calls } = setup();
    // Once its texts are in, it has nothing to show.
    await act(() => i18n.loadNamespaces(['chat', 'report']));
    expect(chatLink()).not.toBeInTheDocument();
    expect(calls('GET', '/participants/checkParticipation')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Report this event' })).not.toBeInTheDocument();
  });

  it('reports the event with a reason and confirms with the server’s words; says the server’s refusal', async () => {
    signIn('zoe');
    let answer: MockAnswerFor<'POST /reports'> = [
      201,
      { success: true, message: 'Thank you. Our team will review your report.' },
    ];
    const { user, calls } = setup(status(null), { 'POST /reports': () => answer });
    const button = await screen.findByRole('button', { name: 'Report this event' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report an event' });
    expect(dialog).toHaveAccessibleDescription('Event: Sunday hike on Bukhansan');
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you reporting this/ }), '  A scam  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review your report.')).toBeInTheDocument();
    expect(calls('POST', '/reports')[0]!.body).toEqual({ targetType: 'event', targetId: 7, reason: 'A scam' });
    await waitFor(() => expect(button).toHaveFocus());

    answer = [404, { code: 'reportTargetNotFound', message: 'What you are reporting no longer exists.' }];
    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Report an event' });
    expect(within(again).getByRole('textbox', { name: /Why are you reporting this/ })).toHaveValue('');
    await user.type(within(again).getByRole('textbox', { name: /Why are you reporting this/ }), 'Fake');
    await user.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('What you are reporting no longer exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report an event' })).toBeInTheDocument();
  });
});
