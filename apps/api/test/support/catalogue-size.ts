/**
 * How many programs the catalogue's files hold (content/programs): what the tests that count the
 * catalogue expect, so that a program brought in changes no test's figure.
 */
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/index.ts';

const { files } = await readCatalogue(defaultCatalogueDir);

/** Every program of every file. */
export const catalogueSize = files.reduce((sum, { catalogue }) => sum + catalogue.programs.length, 0);

/** The programs of the national file: those offered in more than one state. */
export const nationalProgramCount = files
  .filter(({ catalogue }) => catalogue.scope === 'national')
  .reduce((sum, { catalogue }) => sum + catalogue.programs.length, 0);

/** The programs a buyer of a state may be offered: the state's file and the national one. */
export function programCountOfState(state: string): number {
  return files
    .filter(({ catalogue }) => catalogue.scope === state || catalogue.scope === 'national')
    .reduce((sum, { catalogue }) => sum + catalogue.programs.length, 0);
}
