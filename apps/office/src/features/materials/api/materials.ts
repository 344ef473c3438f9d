import type { MaterialImportReport, OfficeMaterial, OfficeMaterialInput, OfficeMaterials } from '@bouwwerk/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const MATERIALS = '/office/v1/materials';

/** A page of the catalogue as the server searches and pages it: a catalogue is too long to fetch whole. */
export const materialPageQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: keys.materialPage(search, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), ...(search && { search }) });
      return api<OfficeMaterials>(`${MATERIALS}?${query.toString()}`, { signal });
    },
    // Typing a search keeps the rows shown until the new ones are there.
    placeholderData: keepPreviousData,
  });

/** A write changed the catalogue: every page asks again, and the Logboek too. */
function changed<T>(queryClient: QueryClient, answer: T): T {
  void queryClient.invalidateQueries({ queryKey: keys.materials });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return answer;
}

export const createMaterial = (queryClient: QueryClient, body: OfficeMaterialInput) =>
  api<OfficeMaterial>(MATERIALS, { method: 'POST', body }).then((line) => changed(queryClient, line));

export const updateMaterial = (queryClient: QueryClient, id: number, body: OfficeMaterialInput) =>
  api<OfficeMaterial>(`${MATERIALS}/${id}`, { method: 'PUT', body }).then((line) => changed(queryClient, line));

export const removeMaterial = (queryClient: QueryClient, id: number) =>
  api(`${MATERIALS}/${id}`, { method: 'DELETE' }).then(() => changed(queryClient, undefined));

/** What the file would do, row by row; nothing is written. */
export const previewImport = (file: Blob) =>
  api<MaterialImportReport>(`${MATERIALS}/import/preview`, { method: 'POST', body: file });

/** The same file again, applied: the server plans it anew against the catalogue as it is then. */
export const importFile = (queryClient: QueryClient, file: Blob) =>
  api<MaterialImportReport>(`${MATERIALS}/import`, { method: 'POST', body: file }).then((report) =>
    changed(queryClient, report),
  );
