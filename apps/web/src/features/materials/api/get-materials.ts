import type { CatalogueResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { getPassport, isAuthenticated, usePassport } from '../../../state/passport';
import {
  readDeviceCatalogue,
  writeDeviceCatalogue,
  type CatalogueOwner,
  type DeviceCatalogue,
} from '../lib/device-catalogue';
import { getMaterialsLastModified } from './get-materials-last-modified';

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
  owner: CatalogueOwner,
  { signal, force = false }: { signal?: AbortSignal; force?: boolean } = {},
): Promise<DeviceCatalogue> {
  const stored = force ? null : readDeviceCatalogue(owner);
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
    writeDeviceCatalogue(owner, catalogue);
    return catalogue;
  } catch (error) {
    if (stored && !signal?.aborted) return stored;
    throw error;
  }
}

const materialsQueryKey = (owner: CatalogueOwner) => ['materials', owner.organisation.trim().toLowerCase(), owner.userID];

export function getMaterialsQueryOptions(owner: CatalogueOwner) {
  return queryOptions({
    queryKey: materialsQueryKey(owner),
    queryFn: ({ signal }) => getMaterials(owner, { signal }),
    // The copy on the device shows at once; as it counts as stale, the stamp is asked on every first use.
    initialData: () => readDeviceCatalogue(owner) ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

/** The signed-in employee's material catalogue. */
export function useMaterials() {
  const passport = usePassport();
  return useQuery({
    ...getMaterialsQueryOptions(passport ?? { organisation: '', userID: 0 }),
    enabled: isAuthenticated(passport),
  });
}

/** 'Materialen ophalen': fetches the whole catalogue again, whatever the device holds, and keeps it. */
export async function reloadMaterials(queryClient: QueryClient): Promise<void> {
  const passport = getPassport();
  if (!isAuthenticated(passport)) throw new Error('Nobody is signed in');
  const { queryKey } = getMaterialsQueryOptions(passport);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, await getMaterials(passport, { force: true }));
}
