/**
 * How many programs the catalogue lists, in words, from the database: "201 programs in 50 states and
 * DC". Nothing is said until the count is known, so no page promises more than we list.
 */
import { withThousands } from '@hbw/contract/money-words';
import { useCatalogueStats } from '../api/get-catalogue-stats';

export function catalogueSizeText(stats: { programs: number; states: number; district_of_columbia: boolean }): string {
  const programs = `${withThousands(stats.programs)} ${stats.programs === 1 ? 'program' : 'programs'}`;
  const states = `${stats.states} ${stats.states === 1 ? 'state' : 'states'}`;
  return `${programs} in ${states}${stats.district_of_columbia ? ' and DC' : ''}`;
}

export function CatalogueSize() {
  const stats = useCatalogueStats();
  if (!stats.data) return null;
  return (
    <span data-testid="catalogue-size">
      We list {catalogueSizeText(stats.data)}, statewide and in some cities, with their sources.{' '}
    </span>
  );
}
