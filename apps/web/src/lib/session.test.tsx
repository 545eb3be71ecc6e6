import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { apiRequest } from './api.ts';
import { clearSession, getSession, setSession, useSession } from './session.ts';

/** What another tab's write looks like to this one. */
function writtenByAnotherTab(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('the session in the browser', () => {
  it('keeps only the user id, in storage every tab shares', () => {
    setSession({ userId: 'alice' });
    expect(getSession()).toEqual({ userId: 'alice' });
    expect(localStorage.getItem('userId')).toBe('alice');
    expect(sessionStorage.length).toBe(0);
    clearSession();
    expect(getSession()).toBeNull();
  });

  it('follows a sign-in and a sign-out made in another tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => writtenByAnotherTab('userId', 'alice'));
    expect(result.current).toEqual({ userId: 'alice' });
    act(() => writtenByAnotherTab('userId', null));
    expect(result.current).toBeNull();
  });

  it('forgets tokens that earlier versions kept in storage', async () => {
    sessionStorage.setItem('token', 'old-token');
    localStorage.setItem('moim.session', JSON.stringify({ token: 'old-token', userId: 'alice' }));
    vi.resetModules();
    await import('./session.ts');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('moim.session')).toBeNull();
  });
});

describe('requests', () => {
  it('authenticate with the cookie only: no Authorization header, credentials included', async () => {
    setSession({ userId: 'alice' });
    const { spy } = mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'alice' })] });
    await apiRequest('/user/me');
    const init = spy.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(Object.keys(init.headers as Record<string, string>).map((h) => h.toLowerCase())).not.toContain(
      'authorization',
    );
  });

  it('a 401 "Login is required" from any request ends the signed-in state', async () => {
    setSession({ userId: 'alice' });
    mockApi({ 'GET /likes/1/isLiked': [401, { code: 'unauthorized', message: 'Login is required.' }] });
    await expect(apiRequest('/likes/1/isLiked')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });

  it('another 401 (a wrong password, an expired Google ticket) does not', async () => {
    setSession({ userId: 'alice' });
    mockApi({ 'POST /user/linkGoogle': [401, { code: 'googleTicketInvalid', message: 'expired' }] });
    await expect(apiRequest('/user/linkGoogle', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ userId: 'alice' });
  });
});
