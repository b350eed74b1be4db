/**
 * Writes `src/county-shapes.ts`, the outline of every state the questionnaire offers and of its
 * counties as SVG paths, from the npm package us-atlas (the Census Bureau's 2017 cartographic
 * boundaries; research/counties.md), for the map of a state's page (decision 056). Each state is
 * drawn on its own, in a box at most `BOX` wide and high: longitudes scaled by the cosine of the
 * state's middle latitude (a plain equirectangular projection, which at a state's size reads as the
 * map people know), rounded to whole units, points closer than `NEAR` to the last one dropped. Arcs
 * are simplified once and shared, so that two counties' common border stays one line. Run it again
 * after upgrading us-atlas: `npm run generate:county-shapes --workspace @hbw/contract`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { usStates } from '../src/us-states.ts';

type Position = [number, number];
type Polygon = number[][];
type Geometry =
  | { type: 'Polygon'; id: string; arcs: Polygon; properties: { name: string } }
  | { type: 'MultiPolygon'; id: string; arcs: Polygon[]; properties: { name: string } };
type Atlas = {
  transform: { scale: Position; translate: Position };
  arcs: Position[][];
  objects: { counties: { geometries: Geometry[] }; states: { geometries: Geometry[] } };
};

/** The largest side of a state's drawing, in the SVG's units. */
const BOX = 600;
/** A point this close (in units) to the last one kept adds nothing a phone's screen can show. */
const NEAR = 1.5;

const require = createRequire(import.meta.url);
const { version } = JSON.parse(readFileSync(require.resolve('us-atlas/package.json'), 'utf8')) as { version: string };
const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Atlas;

/** The arcs in longitude and latitude: TopoJSON stores them quantized, each point a step from the last. */
const arcs = atlas.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]): Position => {
    x += dx;
    y += dy;
    const [sx, sy] = atlas.transform.scale;
    const [tx, ty] = atlas.transform.translate;
    return [x * sx + tx, y * sy + ty];
  });
});

const polygonsOf = (geometry: Geometry): Polygon[] => (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs);
const arcIndex = (index: number) => (index < 0 ? ~index : index);

function drawState(stateFips: string) {
  const outline = atlas.objects.states.geometries.find((state) => state.id === stateFips);
  if (!outline) throw new Error(`us-atlas has no state ${stateFips}.`);
  const counties = atlas.objects.counties.geometries.filter((county) => county.id.startsWith(stateFips));
  const used = new Set([outline, ...counties].flatMap((geometry) => polygonsOf(geometry).flat(2).map(arcIndex)));
  // Alaska's Aleutians cross the 180th meridian: their eastern longitudes are drawn west of it.
  const longitude = (lon: number) => (stateFips === '02' && lon > 0 ? lon - 360 : lon);
  const points = [...used].flatMap((index) => arcs[index] ?? []);
  const lats = points.map(([, lat]) => lat);
  const middle = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const project = ([lon, lat]: Position): Position => [longitude(lon) * Math.cos(middle), -lat];
  const projected = points.map(project);
  const [minX, maxX] = [Math.min(...projected.map(([x]) => x)), Math.max(...projected.map(([x]) => x))];
  const [minY, maxY] = [Math.min(...projected.map(([, y]) => y)), Math.max(...projected.map(([, y]) => y))];
  const scale = BOX / Math.max(maxX - minX, maxY - minY);
  const width = Math.ceil((maxX - minX) * scale);
  const height = Math.ceil((maxY - minY) * scale);

  const simplified = new Map<number, Position[]>();
  for (const index of used) {
    const arc = (arcs[index] ?? [])
      .map(project)
      .map(([x, y]): Position => [Math.round((x - minX) * scale), Math.round((y - minY) * scale)]);
    const kept: Position[] = [];
    arc.forEach((point, at) => {
      const last = kept.at(-1);
      const isEnd = at === arc.length - 1;
      if (!last || (isEnd && (last[0] !== point[0] || last[1] !== point[1]))) kept.push(point);
      else if (Math.hypot(point[0] - last[0], point[1] - last[1]) >= NEAR) kept.push(point);
    });
    simplified.set(index, kept);
  }

  const ringPath = (ring: number[]): string => {
    const points = ring.flatMap((index, at) => {
      const arc = simplified.get(arcIndex(index)) ?? [];
      const ordered = index < 0 ? [...arc].reverse() : arc;
      return at === 0 ? ordered : ordered.slice(1);
    });
    const [first, ...rest] = points;
    if (!first || rest.length < 2) return '';
    // Relative steps after one \`l\`, a sign serving as the separator where it can: the file stays small.
    let path = `M${first[0]} ${first[1]}l`;
    let [x, y] = first;
    let steps = 0;
    for (const [px, py] of rest) {
      if (px === x && py === y) continue;
      const [dx, dy] = [px - x, py - y];
      path += `${steps > 0 && dx >= 0 ? ' ' : ''}${dx}${dy < 0 ? '' : ' '}${dy}`;
      [x, y] = [px, py];
      steps += 1;
    }
    if (steps < 2) return '';
    return `${path}z`;
  };
  const pathOf = (geometry: Geometry) =>
    polygonsOf(geometry)
      .flatMap((polygon) => polygon.map(ringPath))
      .join('');

  return {
    width,
    height,
    outline: pathOf(outline),
    counties: counties
      .map((county) => [county.id, pathOf(county)] as const)
      .filter(([, path]) => path !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  };
}

const stateFipsByName = new Map(atlas.objects.states.geometries.map((state) => [state.properties.name, state.id]));
const lines: string[] = [];
let total = 0;
for (const state of usStates) {
  const fips = stateFipsByName.get(state.name);
  if (!fips) throw new Error(`us-atlas has no state named ${state.name}.`);
  const drawing = drawState(fips);
  total += drawing.counties.length;
  lines.push(
    `  ${state.code}: {`,
    `    width: ${drawing.width},`,
    `    height: ${drawing.height},`,
    `    outline: '${drawing.outline}',`,
    '    counties: {',
    ...drawing.counties.map(([id, path]) => `      '${id}': '${path}',`),
    '    },',
    '  },',
  );
}

const generatedOn = new Date().toISOString().slice(0, 10);
const text = `/**
 * Generated by packages/contract/scripts/generate-county-shapes.ts on ${generatedOn}; do not edit by hand.
 * Source: us-atlas ${version} (counties-10m.json), the U.S. Census Bureau's cartographic boundary
 * files, 2017 edition: ${total} counties. Each state's outline and its counties' outlines, by FIPS
 * code, as SVG paths in a box of \`width\` by \`height\` units (decision 056). Counties the Census
 * made after 2017 (Connecticut's planning regions, Alaska's Chugach and Copper River) have no shape
 * here; their state's outline is drawn beneath the counties. The API reads it; the web app gets a
 * state's shapes from the API and never imports this file.
 */
import type { UsStateCode } from './us-states.ts';

export type StateShapes = {
  width: number;
  height: number;
  outline: string;
  counties: Readonly<Record<string, string>>;
};

export const countyShapes: Record<UsStateCode, StateShapes> = {
${lines.join('\n')}
};
`;
writeFileSync(new URL('../src/county-shapes.ts', import.meta.url), text);
console.log(`Wrote ${total} county shapes of ${usStates.length} states to src/county-shapes.ts.`);
