/**
 * The ILIKE pattern of an operator's search: rows containing the words. The search is text, never a
 * pattern: % and _ typed by the operator match themselves.
 */
export function containsPattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
