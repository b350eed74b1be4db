/**
 * How a state's map shades its counties by the number of programs that reach each (decision 056):
 * up to five shades from the fewest to the most the state's counties have, and the legend that says
 * which counts each shade stands for. Pure, so that the shading is tested without a browser.
 */

export const SHADES = 5;

export type ShadeKey = { shade: number; least: number; most: number; counties: number };

/** The shade of a count, 0 (the fewest in the state) to SHADES - 1 (the most); one shade when all are equal. */
export function shadeOf(programs: number, least: number, most: number): number {
  if (most === least) return SHADES - 1;
  return Math.round(((programs - least) / (most - least)) * (SHADES - 1));
}

/** The shades the counties use, each with the counts it stands for and how many counties have it. */
export function shadeKey(counts: readonly number[]): ShadeKey[] {
  if (counts.length === 0) return [];
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  const keys = new Map<number, ShadeKey>();
  for (const programs of counts) {
    const shade = shadeOf(programs, least, most);
    const key = keys.get(shade);
    if (key) {
      key.least = Math.min(key.least, programs);
      key.most = Math.max(key.most, programs);
      key.counties += 1;
    } else {
      keys.set(shade, { shade, least: programs, most: programs, counties: 1 });
    }
  }
  return [...keys.values()].sort((a, b) => a.shade - b.shade);
}

/** "12 programs", "1 program", "12 to 14 programs". */
export function programsText(least: number, most = least): string {
  if (least === most) return `${least} ${least === 1 ? 'program' : 'programs'}`;
  return `${least} to ${most} programs`;
}
