/**
 * The company's default hour type: the one a new hours form starts on. The office marks it (the integration
 * import's `default`, the demo's 'Normaal'); a company that marked none starts on the first hour type by its
 * sort order. The list is the office's order (sort order, then description), as the server reads it.
 */
export interface RankedHourType {
  isDefault: boolean;
  sortOrder: number;
}

/** The default of a list in the office's order: the marked one, else the first with the lowest sort order. */
export function defaultHourType<T extends RankedHourType>(types: readonly T[]): T | undefined {
  const marked = types.find((type) => type.isDefault);
  if (marked) return marked;
  // The first of the lowest sort order: ties keep the list's order (by description).
  return types.reduce<T | undefined>(
    (first, type) => (first && first.sortOrder <= type.sortOrder ? first : type),
    undefined,
  );
}

/**
 * The list as GET /v1/uursoorten answers it: the default first, the others in the office's order. The
 * specification fixes an hour type to id and omschrijving and has the app preselect the first, so the
 * order is what tells every client, also an installed older one, which type is the default.
 */
export function hourTypeChoiceOrder<T extends RankedHourType>(types: readonly T[]): T[] {
  const first = defaultHourType(types);
  return first === undefined ? [] : [first, ...types.filter((type) => type !== first)];
}

/** The hour type a new hours form starts on, from the list in choice order (hourTypeChoiceOrder): its first. */
export function preselectedHourType<T>(choices: readonly T[]): T | undefined {
  return choices[0];
}
