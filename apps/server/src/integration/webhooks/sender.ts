import http from 'node:http';
import https from 'node:https';
import type { WebhookAddressPolicy } from '../../config';
import { connectingLookup, refusedDestination, type HostResolver } from './address-guard';
import { signDelivery } from './signing';

/** One POST of a delivery: to where, signed with what. */
export interface OutgoingDelivery {
  url: string;
  secret: string;
  messageId: string;
  body: string;
}

export interface SendOptions {
  policy: WebhookAddressPolicy;
  resolve?: HostResolver;
  /** The whole attempt, from connecting to the answer's status. */
  timeoutMs: number;
  /** Aborts the attempt without an outcome: the server is stopping. */
  stopping: AbortSignal;
  /** Seconds since 1970 for `webhook-timestamp`. */
  now?: () => number;
}

/** What one attempt came to: accepted (2xx), or why not. `aborted`: the server stopped it, it does not count. */
export type SendOutcome =
  | { kind: 'accepted'; statusCode: number }
  | { kind: 'refused'; statusCode: number | null; error: string }
  | { kind: 'aborted' };

const USER_AGENT = 'Bouwwerk-Webhooks/1';

/**
 * POSTs one delivery with the Standard Webhooks headers. Success is a 2xx answer; a redirect is a failure (it
 * is not followed: it could lead anywhere, past the address check). The answer's body is not read.
 */
export async function sendDelivery(delivery: OutgoingDelivery, options: SendOptions): Promise<SendOutcome> {
  if (options.stopping.aborted) return { kind: 'aborted' };
  const refused = await refusedDestination(delivery.url, options.policy, options.resolve);
  if (refused) return { kind: 'refused', statusCode: null, error: `url: ${refused}` };

  const timestamp = options.now?.() ?? Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(delivery.body)),
    'user-agent': USER_AGENT,
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signDelivery(delivery.secret, delivery.messageId, timestamp, delivery.body),
  };
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const target = new URL(delivery.url);
  const client = target.protocol === 'https:' ? https : http;

  return new Promise<SendOutcome>((resolve) => {
    const request = client.request(target, {
      method: 'POST',
      headers,
      // A connection of its own per attempt, made through the address check; none is kept for later.
      agent: false,
      lookup: connectingLookup(options.policy, options.resolve),
      signal: AbortSignal.any([timeout, options.stopping]),
    });
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      resolve(
        statusCode >= 200 && statusCode < 300
          ? { kind: 'accepted', statusCode }
          : {
              kind: 'refused',
              statusCode,
              error: `the receiver answered ${statusCode}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
            },
      );
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (options.stopping.aborted) resolve({ kind: 'aborted' });
      else if (timeout.aborted)
        resolve({ kind: 'refused', statusCode: null, error: `no answer within ${options.timeoutMs / 1000} s` });
      else resolve({ kind: 'refused', statusCode: null, error: error.message || String(error.code) });
    });
    request.end(delivery.body);
  });
}
