import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { notify, notifyMessage } from './notices.ts';

const page = (name: string) => ({ path: `/${name}`, element: <h1>{name}</h1> });
const routes = [page('createAccount'), page('logIn'), page('allEvents')];
const region = () => within(screen.getByTestId('notices-assertive'));
const politeRegion = () => within(screen.getByTestId('notices'));

describe('notices', () => {
  it('belong to the page that raised them: leaving the page removes them', async () => {
    const { router } = renderRoutes(routes, '/createAccount');
    await screen.findByRole('heading', { name: 'createAccount' });
    act(() => notify('The passwords do not match.', 'error'));
    expect(region().getByText('The passwords do not match.')).toBeInTheDocument();
    await act(() => router.navigate('/logIn'));
    expect(region().queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });

  it('a notice meant for the next page goes there, and no further; an older one does not', async () => {
    const { router } = renderRoutes(routes, '/createAccount');
    await screen.findByRole('heading', { name: 'createAccount' });
    act(() => {
      notify('The passwords do not match.', 'error');
      notify('Sign-up completed!', 'success', { keepOnNextPage: true });
    });
    await act(() => router.navigate('/logIn'));
    expect(politeRegion().getByText('Sign-up completed!')).toBeInTheDocument();
    expect(region().queryByText('The passwords do not match.')).not.toBeInTheDocument();
    await act(() => router.navigate('/allEvents'));
    expect(politeRegion().queryByText('Sign-up completed!')).not.toBeInTheDocument();
  });

  it('stay when only the query of the address changes', async () => {
    const { router } = renderRoutes(routes, '/allEvents');
    await screen.findByRole('heading', { name: 'allEvents' });
    act(() => notify('Could not load events.', 'error'));
    await act(() => router.navigate('/allEvents?page=2'));
    expect(region().getByText('Could not load events.')).toBeInTheDocument();
  });

  it('a message that finishes loading after its page was left is not shown on the next one', async () => {
    const { router } = renderRoutes(routes, '/createAccount');
    await screen.findByRole('heading', { name: 'createAccount' });
    notifyMessage('codeSendFailed', 'error');
    notifyMessage('loginSucceeded', 'success', { keepOnNextPage: true });
    await act(() => router.navigate('/logIn'));
    await waitFor(() => expect(politeRegion().getByText('Login succeeded')).toBeInTheDocument());
    expect(region().queryByText('Failed to send the email.')).not.toBeInTheDocument();
  });
});
