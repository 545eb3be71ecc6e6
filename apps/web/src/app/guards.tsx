import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import type { MessageKey } from '@moim/contract/messages';
import { notify, notifyMessage } from '../lib/notices.ts';
import { useSession } from '../lib/session.ts';

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
 * show the same text; the notice region shows it once).
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const [hadSession] = useState(() => session !== null);
  if (!session) {
    const notice: Notice = hadSession ? { key: 'unauthorized' } : { text: t('guards.loginRequired') };
    return <RedirectWithNotice to="/login" notice={notice} />;
  }
  return <Outlet />;
}

/** The blog draft page: only users the server says are admins (undefined while it answers). */
export function RequireAdmin({ useIsAdmin }: { useIsAdmin: () => boolean | undefined }) {
  const { t } = useTranslation();
  const allowed = useIsAdmin();
  if (allowed === undefined) return null;
  if (!allowed) return <RedirectWithNotice to="/" notice={{ text: t('guards.noAccess') }} />;
  return <Outlet />;
}
