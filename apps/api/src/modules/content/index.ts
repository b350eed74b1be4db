/** The content module's front door: what other modules may use of it (the blog and help pages). */

export { contentDrafts } from './drafts.ts';
export { DEFAULT_LOCALE } from './query.ts';
/** Where the documents are under version control (content/blog, content/docs). */
export { type ContentStore, defaultContentDir } from './store.ts';
