import type { CurrentUser } from '@moim/contract';
import type { Locale } from '@moim/contract/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleSignInReturn } from '../features/auth/index.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { useFinishAfterSignIn } from '../features/events/after-sign-in.ts';
import { endpoints } from '@moim/contract/endpoints';
import { callApi } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { setSession, useSession } from '../lib/session.ts';

/**
 * Keeps the browser's idea of who is signed in in step with the server: finishes a Google
 * sign-in (and the like or join a visitor pressed before signing in), follows what the server
 * says `me` is, and drops what was fetched for another viewer when the user changes (in this tab
 * or another). The user's stored language follows the one they read Moim in, so the mails Moim
 * sends them are written in it. A user who must change their password is sent to that screen by
 * the sign-in, not from here: "Change later" leaves them on the site, which they may read (the
 * server refuses their changes, saying why).
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const session = useSession();
  const me = useCurrentUser();

  useGoogleSignInReturn();
  useFinishAfterSignIn();

  const serverUserId = me.data?.userId;
  useEffect(() => {
    if (session && serverUserId && serverUserId !== session.userId) setSession({ userId: serverUserId });
  }, [session, serverUserId]);

  const userId = session?.userId ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    // Whatever was fetched for the previous viewer (likes, own pages, `me`) is not this one's.
    queryClient.removeQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries();
  }, [userId, queryClient]);

  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const storedLanguage = me.data?.language;
  useEffect(() => {
    if (!storedLanguage || storedLanguage === language) return;
    callApi(endpoints.setLanguage, { body: { language: language as Locale } }).then(
      () =>
        queryClient.setQueryData(
          queryKeys.me,
          (old: CurrentUser | undefined) => old && { ...old, language: language as Locale },
        ),
      () => undefined, // tried again on the next change or visit; the screen is unaffected
    );
  }, [storedLanguage, language, queryClient]);

  return null;
}
