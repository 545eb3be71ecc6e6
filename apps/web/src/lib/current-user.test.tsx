import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCurrentUser } from '../test/fixtures.ts';
import { setSession } from './session.ts';
import { renderWithProviders } from '../test/render.tsx';
import { mockApi } from '../test/mock-api.ts';
import { useCurrentUser } from './current-user.ts';

function Probe() {
  const me = useCurrentUser();
  return <p>{me.data ? `me:${me.data.userId}` : me.isError ? 'error' : me.fetchStatus}</p>;
}

describe('useCurrentUser', () => {
  it('asks nothing while signed out', async () => {
    const { requests } = mockApi({});
    renderWithProviders(<Probe />);
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('loads the signed-in user', async () => {
    setSession({ userId: 'alice' });
    mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'alice' })] });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('me:alice')).toBeInTheDocument();
  });

  it('does not retry a 401 and ends the local session', async () => {
    setSession({ userId: 'alice' });
    const { calls } = mockApi({ 'GET /user/me': [401, { code: 'unauthorized', message: 'Login is required.' }] });
    renderWithProviders(<Probe />);
    expect(await screen.findByText(/error|idle/)).toBeInTheDocument();
    expect(calls('GET', '/user/me')).toHaveLength(1);
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
