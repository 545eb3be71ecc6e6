import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { apiRequest } from './api.ts';

const alerts = () => within(screen.getByTestId('notices-assertive'));

describe('apiRequest', () => {
  it('says why a change is refused to a session that must change its password, whatever the screen does', async () => {
    const message = 'Please change your password before continuing.';
    mockApi({
      'POST /likes/3/like': [403, { code: 'passwordChangeFirst', message }],
      'POST /likes/4/like': [403, { code: 'forbidden', message: 'You do not have permission.' }],
    });
    renderRoutes([{ path: '/', element: <h1>Home</h1> }]);
    await screen.findByRole('heading', { name: 'Home' });

    // A screen that swallows the failure (a like is undone silently) still leaves the reason on screen.
    await act(() => apiRequest('/likes/3/like', { method: 'POST' }).catch(() => undefined));
    expect(alerts().getByText(message)).toBeInTheDocument();
    // Other refusals are the screen's to tell.
    await act(() => apiRequest('/likes/4/like', { method: 'POST' }).catch(() => undefined));
    expect(alerts().queryByText('You do not have permission.')).not.toBeInTheDocument();
  });
});
