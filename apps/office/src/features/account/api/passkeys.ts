import type { Passkey, PasskeyOptions } from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkey-prompt';

const PASSKEYS = '/office/v1/passkeys';

/** The signed-in user's own passkeys. */
export const passkeysQuery = queryOptions({
  queryKey: keys.passkeys,
  queryFn: ({ signal }) => api<{ passkeys: Passkey[] }>(PASSKEYS, { signal }).then((answer) => answer.passkeys),
});

/** The server's challenge, the browser's new passkey for it, and the server keeping it under the name given. */
export async function addPasskey(queryClient: QueryClient, name: string): Promise<Passkey> {
  const { challengeId, options } = await api<PasskeyOptions>(`${PASSKEYS}/options`, { method: 'POST' });
  const response = await createPasskey(options);
  const added = await api<Passkey>(PASSKEYS, { method: 'POST', body: { challengeId, name, response } });
  void queryClient.invalidateQueries({ queryKey: keys.passkeys });
  return added;
}

export async function removePasskey(queryClient: QueryClient, id: number): Promise<void> {
  await api(`${PASSKEYS}/${id}`, { method: 'DELETE' });
  void queryClient.invalidateQueries({ queryKey: keys.passkeys });
}
