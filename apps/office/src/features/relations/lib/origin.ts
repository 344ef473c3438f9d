/**
 * The filter of a list whose records are the console's own or the package's: all, the console's own (which it
 * changes), or those managed through the integration (which it only shows).
 */
export const ORIGINS = ['alle', 'eigen', 'koppeling'] as const;
export type Origin = (typeof ORIGINS)[number];

export const originFilter: Record<Origin, (record: { externalId: string | null }) => boolean> = {
  alle: () => true,
  eigen: (record) => record.externalId === null,
  koppeling: (record) => record.externalId !== null,
};
