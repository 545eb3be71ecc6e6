import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { aPendingEvent } from '../test-fixtures.ts';
import { GuestMessageForm } from './GuestMessageForm.tsx';

function setup() {
  renderRoutes([{ path: '/', element: <GuestMessageForm data={aPendingEvent()} /> }]);
  return userEvent.setup();
}

describe('GuestMessageForm', () => {
  it('sends the message to the guests, the applicants too when ticked, and says so', async () => {
    const { calls } = mockApi({
      'POST /events/7/messages': [200, { recipients: 3, message: 'Message sent. People told: 3.' }],
    });
    const user = setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    // The event has applicants waiting but no waitlist: only their box is offered.
    expect(screen.queryByRole('checkbox', { name: 'Also tell the people on the waitlist' })).not.toBeInTheDocument();
    await user.type(box, 'We meet at exit 2 instead.');
    await user.click(screen.getByRole('checkbox', { name: 'Also tell the applicants waiting for your answer' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent. People told: 3.')).toBeInTheDocument();
    expect(calls('POST', '/events/7/messages')[0]?.body).toEqual({
      text: 'We meet at exit 2 instead.',
      alsoPending: true,
      alsoWaitlisted: false,
    });
    expect(box).toHaveValue('');
  });

  it('asks for a message before sending anything', async () => {
    mockApi({});
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write the message to your guests.')).toBeInTheDocument();
  });

  it("says the server's refusal and keeps the message", async () => {
    mockApi({
      'POST /events/7/messages': [
        429,
        {
          code: 'guestMessagesLimit',
          message: 'You can send at most 5 messages a day to the people of an event. Try again tomorrow.',
        },
      ],
    });
    const user = setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'One more thing');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('You can send at most 5 messages a day to the people of an event. Try again tomorrow.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('One more thing');
  });
});
