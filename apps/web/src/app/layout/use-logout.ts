import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints } from '@moim/contract/endpoints';
import { callApi } from '../../lib/api.ts';
import { clearSession } from '../../lib/session.ts';

/** Ends the session on the server and in this browser, then goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // The browser forgets the session at once; the server is told in the background.
    void callApi(endpoints.logout).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate('/');
  };
}
