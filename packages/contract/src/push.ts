import { z } from 'zod';
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_KEY_MAX_LENGTH } from './limits.ts';
import { text } from './text.ts';

/** `GET /push/publicKey`: the VAPID public key a browser subscribes with (base64url). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

const endpoint = () =>
  text(PUSH_ENDPOINT_MAX_LENGTH, { invalid: 'pushSubscriptionInvalid', tooLong: 'pushSubscriptionInvalid' }).min(1, {
    error: 'pushSubscriptionInvalid',
  });
const key = () =>
  text(PUSH_KEY_MAX_LENGTH, { invalid: 'pushSubscriptionInvalid', tooLong: 'pushSubscriptionInvalid' })
    .min(1, { error: 'pushSubscriptionInvalid' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'pushSubscriptionInvalid' });

/**
 * `POST /push/subscriptions`: a browser's push subscription, as `PushSubscription.toJSON()` gives
 * it (the endpoint of its push service, and the keys Moim encrypts with, RFC 8291).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: endpoint(),
  keys: z.object({ p256dh: key(), auth: key() }, { error: 'pushSubscriptionInvalid' }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** `DELETE /push/subscriptions`: forget this device's subscription. */
export const PushUnsubscribeInputSchema = z.object({ endpoint: endpoint() });

export const PushSubscriptionResponseSchema = z.object({ success: z.literal(true) });

/** What a push carries: the service worker shows `title` and `body`, and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
