/**
 * The word-split search of projects and relations (specification section 5): the query is split on spaces,
 * and a record matches when any word is found in any of its fields, case-insensitively. An empty query
 * matches everything.
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function matchesAnyWord(fields: ReadonlyArray<string | null | undefined>, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fields.map((f) => (f ?? '').toLowerCase());
  return words.some((word) => haystack.some((field) => field.includes(word)));
}

export function searchByWords<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => ReadonlyArray<string | null | undefined>,
): T[] {
  const words = queryWords(query);
  return items.filter((item) => matchesAnyWord(fields(item), words));
}

/** A project's title: the address, else the client, else the description. */
export function projectTitle(project: { adres: string; opdrachgever: string; description: string }): string {
  return project.adres.trim() || project.opdrachgever.trim() || project.description.trim();
}
