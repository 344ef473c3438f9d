import type { PushKey, PushSubscriptionBody } from '@bouwwerk/domain';
import { api } from '../lib/api-client';

/** GET /v1/push/key: the server's VAPID public key, to subscribe with. */
export const getPushKey = () => api<PushKey>('/v1/push/key');

/** PUT /v1/push/subscription: this phone's subscription, for the signed-in session. */
export const savePushSubscription = (subscription: PushSubscriptionBody) =>
  api('/v1/push/subscription', { method: 'PUT', body: subscription });

/** DELETE /v1/push/subscription: no more notices on this phone for the signed-in session. */
export const deletePushSubscription = () => api('/v1/push/subscription', { method: 'DELETE' });
