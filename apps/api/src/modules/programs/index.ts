/** The program catalogue's front door: what other modules may use of it (`app.programs` at run time). */

/** Agencies as the console reads and changes them, on its transaction. */
export { type AgencyFilter, agencyOperations } from './agencies.ts';
/** Where the catalogue's files are under version control (content/programs). */
/** Reading the catalogue's files and importing them (the start-up seed, `import-programs`). */
export { defaultCatalogueDir, readCatalogue } from './catalogue-files.ts';
export { type CatalogueImportReport, importCatalogue } from './catalogue-import.ts';
/** Programs as the console writes them, on the console's transaction. */
export { type ProgramChange, programEditing } from './editing.ts';
export type { ProgramsCatalogue } from './repository.ts';
