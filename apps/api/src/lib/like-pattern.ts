/** A search typed by console staff as an ILIKE pattern that finds it anywhere: % and _ match themselves. */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
