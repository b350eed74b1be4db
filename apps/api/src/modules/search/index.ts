/** Site search's front door: what other modules may use of it (`app.siteSearch` at run time). */
export type { SearchService } from './service.ts';
