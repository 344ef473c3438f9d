const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('nl');

/** Whether the text has every word of the search, whatever the case or accents ("Müller" for "muller"). */
export function hasWords(text: string, search: string): boolean {
  const haystack = folded(text);
  return folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
