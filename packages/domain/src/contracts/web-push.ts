import { z } from 'zod';

/**
 * Web Push: the phone's browser gives a push subscription (an endpoint at its push service and the keys to
 * encrypt for it); the server keeps it per session and sends "Planning voor morgen gewijzigd" through it.
 */

/** Push services' endpoints are a few hundred characters; a longer one is no push service's. */
export const PUSH_ENDPOINT_MAX = 1000;

const ENDPOINT_MESSAGE = `must be the push service's https address, at most ${PUSH_ENDPOINT_MAX} characters`;

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64UrlOf = (bytes: number, what: string) => {
  const message = `must be ${what}: ${bytes} bytes as base64url`;
  const length = Math.ceil((bytes * 4) / 3);
  return z.string({ error: message }).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), { error: message });
};

/**
 * https, a host name or address (no user name or password: no '@'), an optional port, and a path of visible
 * ASCII, as every push service's endpoint is.
 */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[\x21-\x7e]*)?$/;

/**
 * PushSubscription.toJSON() as the browser gives it. Strict, as every body is; only `keys` lets other keys
 * pass (and drops them): the Push API names it a map of the subscription's keys, which may grow.
 */
export const PushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string({ error: ENDPOINT_MESSAGE })
    .max(PUSH_ENDPOINT_MAX, { error: ENDPOINT_MESSAGE })
    .regex(HTTPS_URL, { error: ENDPOINT_MESSAGE }),
  /** Until when the push service keeps it; most give none. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64UrlOf(65, "the browser's P-256 public key"),
      /** The shared authentication secret (16 bytes). */
      auth: base64UrlOf(16, 'the 16-byte authentication secret'),
    },
    { error: 'must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

/** GET /v1/push/key: the server's VAPID public key (base64url), the applicationServerKey to subscribe with. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** The payload of a push message, as the service worker shows it. */
export const PushNoticeSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's path to open on a tap. */
  url: z.string(),
  /** Notices with the same tag replace each other on the phone. */
  tag: z.string(),
});
export type PushNotice = z.infer<typeof PushNoticeSchema>;
