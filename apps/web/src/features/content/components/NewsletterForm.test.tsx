import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError } from '../../../test/fields.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

function setup(response?: Response) {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(response ?? jsonResponse(200, { success: true }));
  renderWithProviders(<NewsletterForm />);
  return { fetchMock, user: userEvent.setup(), input: screen.getByLabelText('Email address') };
}

describe('NewsletterForm', () => {
  it.each(['not-an-email', 'two words@example.com', ''])(
    'refuses %j with the spec message and sends nothing',
    async (value) => {
      const { fetchMock, user, input } = setup();
      if (value) await user.type(input, value);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      // Beside the box, tied to it, live, with focus there; not repeated as a notice.
      await waitFor(() => expectFieldError(input, 'Please enter a valid email'));
      expect(input).toHaveFocus();
      expect(screen.getByTestId('notices-assertive')).not.toHaveTextContent('Please enter a valid email');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('subscribes a valid address and says so', async () => {
    const { fetchMock, user, input } = setup();
    await user.type(input, ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription successful')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/subscribe');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'reader@example.com' });
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('says the subscription failed when the server refuses it, keeping the input', async () => {
    const { user, input } = setup(jsonResponse(500, { code: 'internalError', message: 'x' }));
    await user.type(input, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed. Please try again.')).toBeInTheDocument();
    expect(input).toHaveValue('reader@example.com');
  });
});
