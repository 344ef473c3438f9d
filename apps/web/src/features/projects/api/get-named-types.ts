import type { NamedType } from '@bouwwerk/domain';
import { useAccountQuery } from './account-query';

/** GET /v1/uursoorten: the Soort list of the hours form. */
export const useHourTypes = () => useAccountQuery<NamedType[]>(['hour-types'], '/v1/uursoorten');

/** GET /v1/overigeprojectkosten: what an other project cost can be. */
export const useOtherCostTypes = () => useAccountQuery<NamedType[]>(['other-cost-types'], '/v1/overigeprojectkosten');
