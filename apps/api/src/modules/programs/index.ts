/** The program catalogue's front door: what other modules may use of it (`app.programs` at run time). */

/** Where the catalogue's files are under version control (content/programs). */
export { defaultCatalogueDir } from './catalogue-files.ts';
export type { ProgramsCatalogue } from './repository.ts';
