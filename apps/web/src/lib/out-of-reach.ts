import type { FetchStatus } from '@tanstack/react-query';

/**
 * A read with nothing kept on the device that cannot be answered now, so waiting would not end: paused for
 * a connection, or its request never got an answer (fetch rejects with a TypeError). The second is a building
 * site's dead network that the browser still calls online: the read is retried, but says at once that this
 * screen is not kept on the device, instead of loading for seconds and then reporting a failure.
 */
export function isOutOfReach(query: {
  data: unknown;
  isPending: boolean;
  fetchStatus: FetchStatus;
  failureReason: unknown;
}): boolean {
  if (query.data !== undefined) return false;
  return (query.isPending && query.fetchStatus === 'paused') || query.failureReason instanceof TypeError;
}
