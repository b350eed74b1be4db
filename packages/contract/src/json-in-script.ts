/**
 * JSON written inside a script element of a page: the data a server-rendered page hands to the browser, and the
 * structured data (JSON-LD) of its head. Every `<` is escaped as \u003c, which JSON reads as the same
 * character, so that no text inside, a post's title say, can close the element or start a comment.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
