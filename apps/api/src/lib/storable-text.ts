/**
 * Text PostgreSQL cannot store: a NUL character (refused by `text` and `jsonb`) or a lone surrogate
 * (refused by `jsonb`, and not text in any encoding). Every kind of request input is checked for it
 * before anything reads it, so that it is refused on its field instead of failing in the database.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'This text contains a character that is not allowed.';

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}
