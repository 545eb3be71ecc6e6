import {
  translateMessage as tr,
  type MessageKey,
  type NotificationKind,
  type PushPayload,
  type PushSubscriptionInput,
} from '@moim/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { AppError } from '../../lib/errors.ts';
import type { VapidKeys } from '../../lib/vapid.ts';
import type { Caller } from '../access/caller.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PushRepository } from './push.repository.ts';

/** A notification to push, as the change that caused it stored it. */
export interface PushItem {
  recipientId: string;
  kind: NotificationKind;
  eventName: string | null;
  actorId: string | null;
  link: string;
  detail: string | null;
}

/** How long a push service may take to answer before the push is given up. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * The push services of the browsers (Chrome, Firefox, Edge, Safari), by host: a subscription's
 * endpoint is where the server sends requests, so any other host is refused, or anyone could
 * make Moim post to an address of their choice.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** How long a push service keeps a push for a device that is off (then it is dropped). */
const PUSH_TTL_SECONDS = 24 * 3600;

const bodies: Record<NotificationKind, MessageKey> = {
  applicationReceived: 'pushBodyApplicationReceived',
  accepted: 'pushBodyAccepted',
  rejected: 'pushBodyRejected',
  removed: 'pushBodyRemoved',
  promoted: 'pushBodyPromoted',
  eventCancelled: 'pushBodyEventCancelled',
  guestCancelled: 'pushBodyGuestCancelled',
  newReview: 'pushBodyNewReview',
  followedHostEvent: 'pushBodyFollowedHostEvent',
  reminder: 'pushBodyReminder',
  reportOutcome: 'pushBodyReportOutcome',
  hostMessage: 'pushBodyHostMessage',
  accountWarning: 'pushBodyAccountWarning',
};

/** Whether a subscription's endpoint is a push service Moim may post to. */
function isPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    !url.port &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

/** Web Push (decision 0061): the devices people allowed, and the pushes of their notifications. */
export function createPushService(deps: {
  repos: { push: PushRepository; users: UsersRepository };
  vapid: VapidKeys;
  /** Who sends (RFC 8292's contact): the site's address. */
  subject: string;
  publicUrl: string;
  /** Push services besides the browsers' own (a test's, or a self-hosted one), by origin. */
  extraServiceOrigins: readonly string[];
  clock: { now(): Date };
  log: FastifyBaseLogger;
}) {
  const { repos, vapid, subject, publicUrl, extraServiceOrigins, clock, log } = deps;

  async function pushTo(
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: PushPayload,
  ): Promise<void> {
    // web-push encrypts (RFC 8291) and signs (RFC 8292); the request goes out with fetch, which
    // also reaches a push service on plain HTTP (a self-hosted one, or the tests').
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      // The browser unsubscribed or the subscription expired: it will never take a push again.
      if (response.status === 404 || response.status === 410) await repos.push.removeEndpoint(subscription.endpoint);
      else if (!response.ok) log.warn({ status: response.status }, 'a push service refused a push');
    } catch (error) {
      log.warn({ err: error }, 'a push could not be sent');
    }
  }

  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    async subscribe(caller: Caller, input: PushSubscriptionInput): Promise<void> {
      if (!isPushService(input.endpoint, extraServiceOrigins)) throw new AppError('pushSubscriptionInvalid');
      await repos.push.save({ userId: caller.id, endpoint: input.endpoint, ...input.keys }, clock.now());
    },

    unsubscribe: (caller: Caller, endpoint: string) => repos.push.remove(caller.id, endpoint),

    /**
     * Pushes each notification to every device of its recipient, in their language; after the
     * change committed, and never failing it: the notification in Moim is the record, a push only
     * a nudge (decision 0061).
     */
    async deliver(items: PushItem[]): Promise<void> {
      try {
        const subscriptions = await repos.push.ofUsers([...new Set(items.map((item) => item.recipientId))]);
        if (subscriptions.length === 0) return;
        const actorIds = [...new Set(items.flatMap((item) => (item.actorId ? [item.actorId] : [])))];
        const actors = new Map(
          (await Promise.all(actorIds.map((id) => repos.users.findById(id)))).flatMap((user) =>
            user ? [[user.id, user.username] as const] : [],
          ),
        );
        await Promise.all(
          items.flatMap((item) =>
            subscriptions
              .filter((subscription) => subscription.userId === item.recipientId)
              .map((subscription) =>
                pushTo(subscription, {
                  title: 'Moim',
                  body: tr(bodies[item.kind], subscription.locale, {
                    actor: (item.actorId && actors.get(item.actorId)) || 'Moim',
                    event: item.eventName ?? '',
                    hours: item.detail ?? '',
                    detail: item.detail ?? '',
                  }),
                  url: `${publicUrl}${item.link}`,
                }),
              ),
          ),
        );
      } catch (error) {
        log.error({ err: error }, 'pushes could not be sent');
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
