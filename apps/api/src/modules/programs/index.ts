/** The program catalogue's front door: what other modules may use of it (`app.programs` at run time). */

/** Agencies as the operators' console reads and changes them, on its transaction. */
export { type AgencyFilter, administratorOperations } from './administrators.ts';
/** Where the catalogue's files are under version control (content/programs). */
/** Reading the catalogue's files and importing them (the start-up seed, `import-programs`). */
export { defaultCatalogueDir, readCatalogue } from './catalogue-files.ts';
export { importCatalogue } from './catalogue-import.ts';
export type { ProgramsCatalogue } from './repository.ts';
