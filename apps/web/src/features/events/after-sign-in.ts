import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notices.ts';
import { useSession } from '../../lib/session.ts';
import { likeUnlessLiked } from './api.ts';
import { AFTER_SIGN_IN, takePress } from './sign-in-then.ts';

/**
 * Does what a visitor pressed before signing in, once they are back signed in: likes the event
 * (unless they like it already: a like is a toggle) or opens its join screen. Drops the request
 * from the address either way. Mount once in the app shell.
 */
export function useFinishAfterSignIn(): void {
  // The app shell's namespace: the event page's texts load with the event page, not on every page.
  const { t } = useTranslation();
  const session = useSession();
  const userId = session?.userId;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = AFTER_SIGN_IN.find((kind) => searchParams.has(kind));
  const eventId = requested ? searchParams.get(requested) : null;
  /** The request handled last: the effect may run again before the address has changed. */
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!requested) {
      handled.current = null;
      return;
    }
    // A visitor still signing in (the Google return asks the server first) keeps the request.
    if (!userId) return;
    const request = `${requested}:${eventId}`;
    if (handled.current === request) return;
    handled.current = request;
    const pressed = takePress() === request;
    const id = Number(eventId);
    if (pressed && requested === 'join' && Number.isInteger(id)) {
      void navigate(`/enterEvent/${id}`, { replace: true });
      return;
    }
    setSearchParams(
      (params) => {
        for (const kind of AFTER_SIGN_IN) params.delete(kind);
        return params;
      },
      { replace: true },
    );
    if (!pressed || !Number.isInteger(id)) return;
    likeUnlessLiked(queryClient, id, userId).then(
      () => notify(t('afterSignIn.liked'), 'success'),
      (error: unknown) => notify(error instanceof ApiError ? error.message : t('errors.unexpected'), 'error'),
    );
  }, [requested, eventId, userId, navigate, setSearchParams, queryClient, t]);
}
