import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser, useGoogleSignInReturn } from '../features/auth/index.ts';

/**
 * Keeps the browser's session in step with the server: takes the session a Google sign-in
 * returns in the address, and sends a user who must change their password to that screen.
 */
export function SessionSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser();

  useGoogleSignInReturn();

  const mustChange = me.data?.passwordChangeRequired === true;
  const onPasswordChange = location.pathname.toLowerCase() === '/passwordchange';
  useEffect(() => {
    if (mustChange && !onPasswordChange) void navigate('/passwordChange', { replace: true });
  }, [mustChange, onPasswordChange, navigate]);

  return null;
}
