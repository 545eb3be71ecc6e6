import { endpoints } from '@moim/contract/endpoints';
import { callApi } from '../../lib/api.ts';

/** What became of asking this device for push notifications. */
export type PushSetup = 'enabled' | 'denied' | 'unsupported';

/** Whether this browser can take Web Push (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API takes it (`applicationServerKey`): bytes of its base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser for notifications (only on the person's click), subscribes this device with
 * Moim's key, and gives the server the subscription (decision 0061).
 */
export async function enablePush(): Promise<PushSetup> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await callApi(endpoints.pushPublicKey);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unsupported';
  await callApi(endpoints.subscribePush, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  return 'enabled';
}
