/**
 * The topics of the change feed (plugins/app/changes.ts): the triggers of migrations 0003, 0012 and 0019
 * announce `<topic>:<id>` when a row that a cache copies changes, and the caches subscribe by these
 * names. A test reads PostgreSQL's triggers and this list, and fails on a trigger nobody listens to
 * or a listener no trigger serves (apps/api/test/platform/change-feed.test.ts).
 */
export const changeTopics = {
  /** A user's account or sessions (the cached sessions of accounts/session.ts). */
  user: 'user',
  /** A professional's profile, programs, hours and days off. */
  professional: 'professional',
  /** A professional's calls. */
  professionalCalls: 'professional-calls',
  /** A buyer's calls. */
  buyerCalls: 'buyer',
  /** The program catalogue: a program or an agency (the search index of modules/search). */
  catalogue: 'catalogue',
} as const;

export type ChangeTopic = (typeof changeTopics)[keyof typeof changeTopics];
