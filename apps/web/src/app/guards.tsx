import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { MessageKey } from '@moim/contract/messages';
import { notify, notifyMessage } from '../lib/notices.ts';
import { pathOf, returnPathOf, useReturnPath, withReturnPath } from '../lib/return-path.ts';
import { isLeaving, useSession } from '../lib/session.ts';

/** Shows the notice once and sends the visitor elsewhere. */
type Notice = { text: string } | { key: MessageKey };

function RedirectWithNotice({ to, notice }: { to: string; notice: Notice }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if ('key' in notice) notifyMessage(notice.key, 'error', { keepOnNextPage: true });
    else notify(notice.text, 'error', { keepOnNextPage: true });
  }, [notice]);
  return <Navigate to={to} replace />;
}

/**
 * Routes the spec marks as requiring login. A visitor gets 'Login is required!'; a session the
 * server ended while the screen was open gets the API's 'Login is required.' (the screen may
 * show the same text; the notice region shows it once). Either way the sign-in comes back here.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [hadSession] = useState(() => session !== null);
  if (!session) {
    if (hadSession && isLeaving()) return <Navigate to="/" replace />;
    const notice: Notice = hadSession ? { key: 'unauthorized' } : { text: t('guards.loginRequired') };
    return <RedirectWithNotice to={withReturnPath('/login', returnPathOf(pathOf(location)))} notice={notice} />;
  }
  return <Outlet />;
}

/**
 * The sign-in and sign-up screens: someone signed in when they open one goes on to the return
 * path (or home) at once, before the form shows. The server confirms the session first (nothing
 * shows meanwhile): a session that ended elsewhere leaves its user id in the browser, and that
 * person must see the form. Decided once, on arrival: a sign-in made on the screen itself moves
 * on by the screen's own rules (to the password change, say).
 */
export function RequireSignedOut({ useIsSignedIn }: { useIsSignedIn: () => boolean | undefined }) {
  const signedIn = useIsSignedIn();
  const [onArrival, setOnArrival] = useState(signedIn);
  if (onArrival === undefined && signedIn !== undefined) setOnArrival(signedIn);
  const returnTo = useReturnPath();
  if (onArrival === undefined) return null;
  if (onArrival) return <Navigate to={returnTo ?? '/'} replace />;
  return <Outlet />;
}

/** The blog draft page and the admin console: only users the server says are admins (undefined while it answers). */
export function RequireAdmin({ useIsAdmin }: { useIsAdmin: () => boolean | undefined }) {
  const { t } = useTranslation();
  const allowed = useIsAdmin();
  if (allowed === undefined) return null;
  if (!allowed) return <RedirectWithNotice to="/" notice={{ text: t('guards.noAccess') }} />;
  return <Outlet />;
}
