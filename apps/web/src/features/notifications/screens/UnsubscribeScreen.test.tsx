import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UnsubscribeScreen } from './UnsubscribeScreen.tsx';

beforeAll(() => loadMessages());

const render = (query = '?token=signed.token.value') =>
  renderWithProviders(<UnsubscribeScreen />, `/unsubscribe${query}`);

describe('UnsubscribeScreen', () => {
  it('changes nothing when opened; the button stops that kind of mail and says which', async () => {
    const api = mockApi({ 'POST /notifications/unsubscribe': [200, { topic: 'reminder' }] });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop these e-mails' })).toBeVisible();
    expect(api.requests).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Done. You will no longer get e-mails about:')).toBeVisible();
    expect(screen.getByText('Reminder 24 hours before an event')).toBeVisible();
    const [call] = api.calls('POST', '/notifications/unsubscribe');
    expect(call!.query.get('token')).toBe('signed.token.value');
    expect(screen.getByRole('link', { name: 'Choose what Moim sends you' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('names the weekly picks when the link was for them', async () => {
    mockApi({ 'POST /notifications/unsubscribe': [200, { topic: 'marketing' }] });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Weekly picks and other news by e-mail')).toBeVisible();
  });

  it("says a link is not valid in the server's words, and keeps the button to try again", async () => {
    mockApi({
      'POST /notifications/unsubscribe': [
        400,
        { code: 'unsubscribeLinkInvalid', message: 'This unsubscribe link is not valid.' },
      ],
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('without a token, says the link is not valid and offers the settings', async () => {
    mockApi({});
    render('');
    expect(await screen.findByText(/^This unsubscribe link is not valid\./)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose what Moim sends you' })).toBeVisible();
  });
});
