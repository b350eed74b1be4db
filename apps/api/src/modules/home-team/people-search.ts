/**
 * Finding the people a buyer may invite to a call by a few letters of their name: each word typed
 * must begin a word of their name or of their address, as Microsoft's people search matches.
 */
import type { PersonFound } from '@hbw/contract';

/** At most this many people in an answer, from all sources together. */
export const PEOPLE_FOUND_MAX = 10;

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase('en-US')
    .split(/[\s.@_'’-]+/)
    .filter(Boolean);

export function nameMatches(typed: string, person: { name: string; email: string }): boolean {
  const words = wordsOf(`${person.name} ${person.email}`);
  return wordsOf(typed).every((word) => words.some((candidate) => candidate.startsWith(word)));
}

/** The people of every source, in the order of the sources, each address once (its first source kept). */
export function peopleFound(sources: PersonFound[][]): PersonFound[] {
  const seen = new Set<string>();
  return sources
    .flat()
    .filter((person) => {
      const address = person.email.toLowerCase();
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    })
    .slice(0, PEOPLE_FOUND_MAX);
}
