import type {
  NamedTypeKind,
  OfficeCompany,
  OfficeCompanyInput,
  OfficeHourTypeInput,
  OfficeNamedTypeInput,
  OfficeTypes,
} from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const V1 = '/office/v1';

/** The company's three lists of types, whole: every write below answers with them. */
export const typesQuery = queryOptions({
  queryKey: keys.types,
  queryFn: ({ signal }) => api<OfficeTypes>(`${V1}/types`, { signal }),
});

export const companyQuery = queryOptions({
  queryKey: keys.company,
  queryFn: ({ signal }) => api<OfficeCompany>(`${V1}/company`, { signal }),
});

/** The logo's address for an <img>: a new logo is a new address, so no browser shows the old one. */
export const logoSrc = (version: string) => `${V1}/company/logo?v=${encodeURIComponent(version)}`;

function typesChanged(queryClient: QueryClient, types: OfficeTypes): OfficeTypes {
  queryClient.setQueryData(keys.types, types);
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return types;
}

/** Adds a type of a kind (id undefined) or changes one. */
export const saveType = (
  queryClient: QueryClient,
  kind: NamedTypeKind,
  id: number | undefined,
  body: OfficeNamedTypeInput | OfficeHourTypeInput,
) =>
  api<OfficeTypes>(id === undefined ? `${V1}/${kind}` : `${V1}/${kind}/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  }).then((types) => typesChanged(queryClient, types));

function companyChanged(queryClient: QueryClient, company: OfficeCompany): OfficeCompany {
  queryClient.setQueryData(keys.company, company);
  // The shell shows the company's name from the session.
  void queryClient.invalidateQueries({ queryKey: keys.session });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return company;
}

export const updateCompany = (queryClient: QueryClient, body: OfficeCompanyInput) =>
  api<OfficeCompany>(`${V1}/company`, { method: 'PUT', body }).then((company) => companyChanged(queryClient, company));

export const uploadLogo = (queryClient: QueryClient, file: File) =>
  api<OfficeCompany>(`${V1}/company/logo`, { method: 'PUT', body: file }).then((company) =>
    companyChanged(queryClient, company),
  );

export const removeLogo = (queryClient: QueryClient) =>
  api<OfficeCompany>(`${V1}/company/logo`, { method: 'DELETE' }).then((company) =>
    companyChanged(queryClient, company),
  );
