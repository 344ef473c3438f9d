import type { CatalogueResponse, LastModifiedResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, apiResponse } from '../lib/api-client';
import { getPassport, isAuthenticated } from '../state/passport';
import { useAccount } from './account';
import { readDeviceCatalogue, writeDeviceCatalogue, type DeviceCatalogue } from './device-catalogue';
import { accountKeys, type Account } from './keys';

/** GET /v1/materialen/lastmodified: the stamp of the company's catalogue; it changes with every new catalogue. */
export function getMaterialsLastModified(signal?: AbortSignal): Promise<LastModifiedResponse> {
  return api<LastModifiedResponse>('/v1/materialen/lastmodified', { signal });
}

/**
 * GET /v1/materialen: the whole catalogue. With the ETag of the copy on the device the server answers
 * 304 without a body when that copy is still current: then this gives null.
 */
export async function fetchCatalogue(etag: string | null, signal?: AbortSignal): Promise<DeviceCatalogue | null> {
  const response = await apiResponse<CatalogueResponse>('/v1/materialen', {
    signal,
    headers: etag ? { 'If-None-Match': etag } : undefined,
  });
  if (response.status === 304) return null;
  if (!response.data) throw new Error('GET /v1/materialen answered without a catalogue');
  return {
    lastModifiedMaterial: response.data.lastModifiedMaterial,
    etag: response.headers.get('ETag'),
    codes: response.data.codes,
  };
}

/**
 * The catalogue of the account: the copy on the device while the server's stamp still matches it (the
 * specification refetches only when the stamp changed), else a fresh one, stored for next time. A phone
 * without a connection keeps working with the copy it has; `force` skips the copy (Materialen ophalen).
 */
export async function getMaterials(
  account: Account,
  { signal, force = false }: { signal?: AbortSignal; force?: boolean } = {},
): Promise<DeviceCatalogue> {
  const stored = force ? null : readDeviceCatalogue(account);
  try {
    let catalogue: DeviceCatalogue | null = null;
    if (stored) {
      const { lastModifiedMaterial } = await getMaterialsLastModified(signal);
      if (lastModifiedMaterial === stored.lastModifiedMaterial) return stored;
      // The server's ETag can still say the copy is current (the same catalogue under a new stamp).
      const fetched = await fetchCatalogue(stored.etag, signal);
      catalogue = fetched ?? { ...stored, lastModifiedMaterial };
    } else {
      catalogue = await fetchCatalogue(null, signal);
      if (!catalogue) throw new Error('GET /v1/materialen answered 304 to a request without an ETag');
    }
    writeDeviceCatalogue(account, catalogue);
    return catalogue;
  } catch (error) {
    if (stored && !signal?.aborted) return stored;
    throw error;
  }
}

export function getMaterialsQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).materials(),
    queryFn: ({ signal }) => getMaterials(account, { signal }),
    // The copy on the device shows at once; as it counts as stale, the stamp is asked on every first use.
    initialData: () => readDeviceCatalogue(account) ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

/** The signed-in employee's material catalogue. */
export function useMaterials() {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getMaterialsQueryOptions(account), enabled: signedIn });
}

/** 'Materialen ophalen': fetches the whole catalogue again, whatever the device holds, and keeps it. */
export async function reloadMaterials(queryClient: QueryClient): Promise<void> {
  const passport = getPassport();
  if (!isAuthenticated(passport)) throw new Error('Nobody is signed in');
  const { queryKey } = getMaterialsQueryOptions(passport);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, await getMaterials(passport, { force: true }));
}
