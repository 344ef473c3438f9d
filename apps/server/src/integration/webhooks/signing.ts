import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (standardwebhooks.com): the secret is `whsec_` + base64 of random bytes, and a
 * delivery's `webhook-signature` is `v1,` + base64(HMAC-SHA256(those bytes, `${id}.${timestamp}.${body}`)).
 */
const SECRET_PREFIX = 'whsec_';
/** 256 bits, the most the specification's 24-64 byte range calls for in practice (HMAC-SHA256's block is 64). */
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** A delivery's `webhook-id`: unique, and kept for its retries so a receiver can skip what it already has. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The `webhook-signature` header of a delivery sent at `timestamp` (whole seconds since 1970). */
export function signDelivery(secret: string, messageId: string, timestamp: number, body: string): string {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}
