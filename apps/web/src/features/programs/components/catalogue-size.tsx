/**
 * How much the catalogue lists, in words, from the database: "246 programs from 120 providers in
 * 50 states, DC and Puerto Rico, statewide and in 61 cities and counties". Nothing is said until the
 * count is known, so no page promises more than we list.
 */
import type { CatalogueStats } from '@hbw/contract';
import { withThousands } from '@hbw/contract/money-words';
import { useCatalogueStats } from '../api/get-catalogue-stats';

const counted = (count: number, one: string, many: string) => `${withThousands(count)} ${count === 1 ? one : many}`;

export function catalogueSizeText(stats: Omit<CatalogueStats, 'national_programs'>): string {
  const where = [
    counted(stats.states, 'state', 'states'),
    ...(stats.district_of_columbia ? ['DC'] : []),
    ...(stats.puerto_rico ? ['Puerto Rico'] : []),
  ];
  const states = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : where.join('');
  const local = stats.places > 0 ? `in ${counted(stats.places, 'city or county', 'cities and counties')}` : '';
  return `${counted(stats.programs, 'program', 'programs')} from ${counted(stats.providers, 'provider', 'providers')} in ${states}, statewide${local ? ` and ${local}` : ''}`;
}

export function CatalogueSize() {
  const stats = useCatalogueStats();
  if (!stats.data) return null;
  return <span data-testid="catalogue-size">We list {catalogueSizeText(stats.data)}, with their sources. </span>;
}
