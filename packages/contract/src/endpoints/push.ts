import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type {
  PushPublicKeySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeInputSchema,
} from '../push.ts';

/** Web Push: the key to subscribe with, and the signed-in person's devices (issue 22). */
export const pushEndpoints = {
  pushPublicKey: endpoint<{ response: { 200: typeof PushPublicKeySchema } }>()({
    method: 'GET',
    path: '/push/publicKey',
  }),
  subscribePush: endpoint<{
    body: typeof PushSubscriptionInputSchema;
    response: { 201: typeof PushSubscriptionResponseSchema };
  }>()({
    method: 'POST',
    path: '/push/subscriptions',
  }),
  unsubscribePush: endpoint<{
    body: typeof PushUnsubscribeInputSchema;
    response: { 200: typeof PushSubscriptionResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/push/subscriptions',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const pushEndpointDocs = {
  pushPublicKey: {
    tags: ['notifications'],
    summary: 'The VAPID public key (base64url) a browser subscribes to push with',
    errors: [],
  },
  subscribePush: {
    tags: ['notifications'],
    summary: "Save this device's push subscription for the caller (the endpoint must be a known push service)",
    errors: ['pushSubscriptionInvalid'],
  },
  unsubscribePush: {
    tags: ['notifications'],
    summary: "Forget one of the caller's push subscriptions",
    errors: [],
  },
} satisfies EndpointDocs<typeof pushEndpoints>;
