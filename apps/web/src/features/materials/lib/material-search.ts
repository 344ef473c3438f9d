/**
 * Search of the material catalogue on description (specification section 5): a case-insensitive substring
 * match. Catalogues run to 10,000 lines and the search runs on every keystroke on a phone, so each
 * description is lowercased once when the index is built, and a search only scans and counts.
 */

export interface MaterialSearchIndex<T> {
  readonly items: readonly T[];
  /** items[i]'s description, lowercased. */
  readonly texts: readonly string[];
}

export interface MaterialSearchResult<T> {
  /** The first `limit` matches, in catalogue order. */
  items: T[];
  /** How many lines match in all. */
  total: number;
}

/** The query as it is compared: trimmed and lowercased; '' means "no search". */
export function normalizeMaterialQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function buildMaterialSearchIndex<T>(
  items: readonly T[],
  description: (item: T) => string,
): MaterialSearchIndex<T> {
  return { items, texts: items.map((item) => description(item).toLowerCase()) };
}

/** Lines whose description contains the query, any case; nothing for an empty query. */
export function searchMaterials<T>(
  index: MaterialSearchIndex<T>,
  query: string,
  limit = Number.POSITIVE_INFINITY,
): MaterialSearchResult<T> {
  const needle = normalizeMaterialQuery(query);
  const items: T[] = [];
  if (needle === '') return { items, total: 0 };
  let total = 0;
  for (let i = 0; i < index.texts.length; i++) {
    if (!index.texts[i]!.includes(needle)) continue;
    total++;
    if (items.length < limit) items.push(index.items[i]!);
  }
  return { items, total };
}
