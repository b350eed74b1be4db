/**
 * Which of a buyer's programs can really happen together (decision 017), and the best such set.
 *
 * A home has one first mortgage. Programs that need their agency's (or product family's) own first
 * mortgage count together only when they share that family; on one family's first, one assistance
 * program per loan unless the sources say two combine; a mortgage credit certificate rides along
 * unless a program says it cannot, or the first is bond-financed and the certificate forbids that;
 * pairs and kinds the sources exclude never count together. The best set is exact: for each first
 * mortgage the buyer could take (any lender's, or each family's), the heaviest set of programs no two
 * of which conflict, solved by branch and bound on each group of linked programs. Pure.
 */
import { type ProgramType, programTypeLabels } from '@hbw/contract';
import { type ProgramOutcome, withArticle } from './eligibility.ts';

/** The first mortgage a combination stands on: a family's own, or null for any lender's. */
export type ChosenFirst = { family: string; label: string; bondFinanced: boolean } | null;

export type Combination<T extends ProgramOutcome> = { chosen: T[]; total: number; first: ChosenFirst };

/** Kinds that are not down payment help of their own, so they do not use up a loan's one program. */
const ridesAlong: ReadonlySet<ProgramType> = new Set(['mortgage_credit_certificate', 'affordable_first_mortgage']);

const statusRank: Record<string, number> = { likely: 0, possible: 1, needs_review: 2 };

function familiesOf(outcome: ProgramOutcome): readonly string[] | null {
  const first = outcome.program.firstMortgage;
  return first.lender === 'own' ? first.families : null;
}

function worksOn(outcome: ProgramOutcome, first: ChosenFirst): boolean {
  const families = familiesOf(outcome);
  if (families && (!first || !families.includes(first.family))) return false;
  return !(first?.bondFinanced && outcome.program.stacking.notOnBondFinancedFirst);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function kindName(type: ProgramType): string {
  return withArticle(programTypeLabels[type].toLowerCase());
}

/**
 * Why two programs cannot count together on this first mortgage, in a sentence about `a`; undefined
 * when they can.
 */
export function conflictBetween(a: ProgramOutcome, b: ProgramOutcome, first: ChosenFirst): string | undefined {
  const [p, q] = [a.program, b.program];
  if (p.notCombinableWith.includes(q.slug) || q.notCombinableWith.includes(p.slug)) {
    return `${p.name} cannot be combined with ${q.name}.`;
  }
  if (p.stacking.notWithTypes.includes(q.type)) return `${p.name} cannot be combined with ${kindName(q.type)}.`;
  if (q.stacking.notWithTypes.includes(p.type)) return `${q.name} cannot be combined with ${kindName(p.type)}.`;
  const sameFirst =
    first !== null && familiesOf(a)?.includes(first.family) === true && familiesOf(b)?.includes(first.family) === true;
  const namedTogether = p.stacking.combinableWith.includes(q.slug) || q.stacking.combinableWith.includes(p.slug);
  if (sameFirst && !ridesAlong.has(p.type) && !ridesAlong.has(q.type) && !namedTogether) {
    return `${capitalised(withArticle(first.label))} first mortgage carries one down payment program, and ${q.name} is counted.`;
  }
  return undefined;
}

/** Whether two programs on the same family's first use up its one down payment program together. */
function shareOneProgram(a: ProgramOutcome, b: ProgramOutcome): boolean {
  const [p, q] = [a.program, b.program];
  return (
    !ridesAlong.has(p.type) &&
    !ridesAlong.has(q.type) &&
    !p.stacking.combinableWith.includes(q.slug) &&
    !q.stacking.combinableWith.includes(p.slug)
  );
}

/**
 * The heaviest set of `nodes` no two of which are `linked`: exact, by branch and bound on each group
 * of linked nodes. Heavier first, then likely before possible, then catalogue order, so that ties go
 * to the earlier program. A node is only branched on when it still excludes one of the rest, so a
 * program that many exclude (a hub) costs little.
 */
function heaviestUnlinked(
  nodes: readonly number[],
  weight: (node: number) => number,
  rank: (node: number) => number,
  linked: (node: number) => Iterable<number>,
): number[] {
  if (nodes.length <= 1) return [...nodes];
  const inSet = new Set(nodes);
  const linkedSets = new Map<number, Set<number>>();
  for (const node of nodes) linkedSets.set(node, new Set());
  for (const node of nodes) {
    for (const other of linked(node)) {
      if (other === node || !inSet.has(other)) continue;
      linkedSets.get(node)?.add(other);
      linkedSets.get(other)?.add(node);
    }
  }
  const neighbours = new Map<number, number[]>();
  for (const [node, set] of linkedSets) neighbours.set(node, [...set]);
  const chosen: number[] = [];
  const seen = new Set<number>();
  for (const start of nodes) {
    if (seen.has(start)) continue;
    seen.add(start);
    if ((neighbours.get(start) as number[]).length === 0) {
      chosen.push(start);
      continue;
    }
    const group: number[] = [];
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      group.push(node);
      for (const other of neighbours.get(node) ?? []) {
        if (!seen.has(other)) {
          seen.add(other);
          stack.push(other);
        }
      }
    }
    chosen.push(...heaviestInGroup(group, weight, rank, neighbours));
  }
  return chosen;
}

function heaviestInGroup(
  group: number[],
  weight: (node: number) => number,
  rank: (node: number) => number,
  neighbours: ReadonlyMap<number, readonly number[]>,
): number[] {
  const order = group.sort((a, b) => weight(b) - weight(a) || rank(a) - rank(b));
  const position = new Map(order.map((node, index) => [node, index]));
  const alive = new Set(order);
  const taken: number[] = [];
  let best: number[] = [];
  let bestTotal = -1;
  const search = (index: number, total: number, remainingTotal: number) => {
    if (total + remainingTotal <= bestTotal) return;
    let at = index;
    while (at < order.length && !alive.has(order[at] as number)) at++;
    const next = order[at];
    if (next === undefined) {
      best = [...taken];
      bestTotal = total;
      return;
    }
    const later = (neighbours.get(next) ?? []).filter((other) => alive.has(other) && (position.get(other) ?? 0) > at);
    const lost = later.reduce((sum, other) => sum + weight(other), 0);
    for (const other of later) alive.delete(other);
    taken.push(next);
    search(at + 1, total + weight(next), remainingTotal - weight(next) - lost);
    taken.pop();
    for (const other of later) alive.add(other);
    // Leaving out a program that excludes none of the rest can only lose money.
    if (later.length > 0) search(at + 1, total, remainingTotal - weight(next));
  };
  search(
    0,
    0,
    order.reduce((sum, node) => sum + weight(node), 0),
  );
  return best;
}

/** Up to this many programs, every subset is tried: a family's handful solves without allocations. */
const SMALL = 12;

/**
 * `heaviestUnlinked` for a few nodes, by trying every subset. Node i of the search order is bit
 * (k - 1 - i), so among subsets of equal weight the larger mask keeps the earlier programs, as the
 * branch and bound does.
 */
function heaviestOfFew(
  nodes: readonly number[],
  weight: (node: number) => number,
  rank: (node: number) => number,
  conflict: (a: number, b: number) => boolean,
): number[] {
  const order = [...nodes].sort((a, b) => weight(b) - weight(a) || rank(a) - rank(b));
  const k = order.length;
  const excludes: number[] = order.map((a, i) =>
    order.reduce((mask, b, j) => (i !== j && conflict(a, b) ? mask | (1 << (k - 1 - j)) : mask), 0),
  );
  let bestMask = 0;
  let bestTotal = -1;
  for (let mask = (1 << k) - 1; mask >= 0; mask--) {
    let total = 0;
    let fits = true;
    for (let i = 0; i < k && fits; i++) {
      const bit = 1 << (k - 1 - i);
      if ((mask & bit) === 0) continue;
      if ((mask & (excludes[i] as number)) !== 0) fits = false;
      else total += weight(order[i] as number);
    }
    if (fits && total > bestTotal) {
      bestTotal = total;
      bestMask = mask;
    }
  }
  return order.filter((_, i) => (bestMask & (1 << (k - 1 - i))) !== 0);
}

export type Combinations<T extends ProgramOutcome> = {
  readonly candidates: readonly T[];
  /** The best set that can happen together. Ties keep any lender's first, then families in catalogue order. */
  best(): Combination<T>;
  /** The best set that holds `forced`. */
  holding(forced: T): Combination<T>;
};

/**
 * The combinations of some candidates. Conflicts that hold whatever the first mortgage (pairs and
 * kinds the sources exclude) are found once, by slug and kind, never pair by pair; the programs that
 * work with any lender's first are solved once; each first mortgage then re-solves only its family's
 * programs and the groups they touch, so thousands of programs stay fast.
 */
export function combinationsOf<T extends ProgramOutcome>(candidates: readonly T[]): Combinations<T> {
  const count = candidates.length;
  const at = (node: number) => candidates[node] as T;
  // A program weighs the most it may give: a range's top, a tax credit's first year.
  const weight = (node: number) => at(node).upTo;
  const rank = (node: number) => (statusRank[at(node).status] ?? 3) * 1e9 + at(node).program.id;

  const noGroups: ReadonlySet<number> = new Set();
  // One pass reads each program once: the programs on any lender's first, and each family's (a
  // family ranks by its first program's id, and is bounded by all its programs together); each
  // program's families; the slugs some program names; each kind's programs, all and those on any
  // lender's first, so that a program that will not sit with a kind meets only that kind's programs.
  type Family = { first: NonNullable<ChosenFirst>; members: number[]; rank: number; total: number };
  const anyFirst: number[] = [];
  const families = new Map<string, Family>();
  const familiesAt: (readonly string[] | null)[] = [];
  const named = new Set<string>();
  const byType = new Map<ProgramType, number[]>();
  const anyByType = new Map<ProgramType, number[]>();
  const file = (index: Map<ProgramType, number[]>, type: ProgramType, node: number) => {
    const ofType = index.get(type);
    if (ofType) ofType.push(node);
    else index.set(type, [node]);
  };
  for (let node = 0; node < count; node++) {
    const { firstMortgage: first, id, type, notCombinableWith } = at(node).program;
    for (const slug of notCombinableWith) named.add(slug);
    file(byType, type, node);
    if (first.lender !== 'own') {
      anyFirst.push(node);
      familiesAt.push(null);
      file(anyByType, type, node);
      continue;
    }
    familiesAt.push(first.families);
    for (const family of first.families) {
      let known = families.get(family);
      if (!known) {
        known = { first: { family, label: first.label, bondFinanced: false }, members: [], rank: id, total: 0 };
        families.set(family, known);
      }
      if (first.bondFinanced) known.first.bondFinanced = true;
      known.rank = Math.min(known.rank, id);
      known.members.push(node);
      known.total += weight(node);
    }
  }
  for (const family of families.values()) {
    // Most families have one program: sorting it would only allocate.
    if (family.members.length > 1) family.members.sort((a, b) => at(a).program.id - at(b).program.id);
  }

  // Conflicts whatever the first mortgage: named pairs, and kinds a program will not sit with. Only
  // programs that can stand on one first mortgage are linked: two families' programs never meet.
  const fixed: (Set<number> | undefined)[] = new Array(count);
  const canMeet = (a: number, b: number) => {
    const [x, y] = [familiesAt[a], familiesAt[b]];
    return !x || !y || x.some((family) => y.includes(family));
  };
  const link = (a: number, b: number) => {
    if (a === b || !canMeet(a, b)) return;
    fixed[a] ??= new Set();
    fixed[a].add(b);
    fixed[b] ??= new Set();
    fixed[b].add(a);
  };
  // Only the slugs some program names are looked up.
  const bySlug = new Map<string, number>();
  if (named.size > 0) {
    candidates.forEach((candidate, node) => {
      if (named.has(candidate.program.slug)) bySlug.set(candidate.program.slug, node);
    });
  }
  candidates.forEach(({ program }, node) => {
    for (const slug of program.notCombinableWith) {
      const other = bySlug.get(slug);
      if (other !== undefined) link(node, other);
    }
    const types = program.stacking.notWithTypes;
    if (types.length === 0) return;
    const own = familiesAt[node];
    const linkRefused = (others: readonly number[] | undefined) => {
      for (const other of others ?? []) if (types.includes(at(other).program.type)) link(node, other);
    };
    if (own) {
      for (const family of own) linkRefused(families.get(family)?.members);
      for (const type of types) linkRefused(anyByType.get(type));
    } else {
      for (const type of types) linkRefused(byType.get(type));
    }
  });

  const groupIndex = new Int32Array(count).fill(-1);
  const groupOf = {
    has: (node: number) => (groupIndex[node] ?? -1) >= 0,
    get: (node: number) => ((groupIndex[node] ?? -1) >= 0 ? groupIndex[node] : undefined),
  };
  const groups: number[][] = [];
  for (const start of anyFirst) {
    if (groupOf.has(start)) continue;
    const group: number[] = [start];
    groupIndex[start] = groups.length;
    if (fixed[start]) {
      const stack = [start];
      while (stack.length > 0) {
        for (const other of fixed[stack.pop() as number] ?? []) {
          if (!groupOf.has(other) && familiesAt[other] === null) {
            groupIndex[other] = groups.length;
            group.push(other);
            stack.push(other);
          }
        }
      }
    }
    groups.push(group);
  }
  // Loops rather than map and reduce, as for `firsts` below: candidates with no family and with
  // some alternate, and the arrays the builtins made differed in kind between them.
  const groupChosen: number[][] = [];
  const groupTotal: number[] = [];
  let baseTotal = 0;
  for (const group of groups) {
    const chosen = group.length === 1 ? group : heaviestUnlinked(group, weight, rank, (node) => fixed[node] ?? []);
    let total = 0;
    for (const node of chosen) total += weight(node);
    groupChosen.push(chosen);
    groupTotal.push(total);
    baseTotal += total;
  }
  const notOnBond = new Set(anyFirst.filter((node) => at(node).program.stacking.notOnBondFinancedFirst));

  /** A first mortgage's best: what it re-solved, the groups it disturbed, and the total. */
  type Solution = { first: ChosenFirst; solved: number[]; touched: ReadonlySet<number>; total: number };

  /** The best set on one first mortgage (null: any lender's), holding `forced` if given. */
  function solveOn(first: ChosenFirst, forced?: number): Solution | undefined {
    if (forced !== undefined && !worksOn(at(forced), first)) return undefined;
    const members = first ? (families.get(first.family)?.members ?? []) : [];
    const dropped = first?.bondFinanced ? notOnBond : noGroups;
    const [only] = members;
    if (forced === undefined && members.length === 1 && dropped.size === 0 && !fixed[only as number]) {
      // The usual case: one program on this first, in conflict with nothing that could join it.
      return { first, solved: [only as number], touched: noGroups, total: baseTotal + weight(only as number) };
    }
    // The groups of any-first programs this first mortgage (or the forced program) disturbs.
    let touched = noGroups;
    const touch = (group: number | undefined) => {
      if (group === undefined) return;
      if (touched === noGroups) touched = new Set();
      (touched as Set<number>).add(group);
    };
    for (const node of dropped) touch(groupOf.get(node));
    for (const member of members) for (const other of fixed[member] ?? []) touch(groupOf.get(other));
    if (forced !== undefined) touch(groupOf.get(forced));
    if (forced === undefined && members.length <= SMALL) {
      const quick = onlyLoneProgramsTouched(first, members, dropped, touched);
      if (quick) return quick;
    }
    const memberSet = new Set(members);
    let nodes = [...members];
    for (const group of touched) {
      for (const node of groups[group] ?? []) if (!dropped.has(node)) nodes.push(node);
    }
    const linked = (node: number): Iterable<number> => {
      const own = fixed[node] ?? noGroups;
      if (!memberSet.has(node) || members.length === 1) return own;
      const all = new Set(own);
      for (const other of members) if (other !== node && shareOneProgram(at(node), at(other))) all.add(other);
      return all;
    };
    if (forced !== undefined) {
      const excluded = new Set(linked(forced));
      nodes = nodes.filter((node) => node !== forced && !excluded.has(node));
    }
    const solved =
      nodes.length <= SMALL
        ? heaviestOfFew(
            nodes,
            weight,
            rank,
            (a, b) =>
              fixed[a]?.has(b) === true || (memberSet.has(a) && memberSet.has(b) && shareOneProgram(at(a), at(b))),
          )
        : heaviestUnlinked(nodes, weight, rank, linked);
    if (forced !== undefined) solved.unshift(forced);
    let total = baseTotal;
    for (const group of touched) total -= groupTotal[group] ?? 0;
    for (const node of solved) total += weight(node);
    return { first, solved, touched, total };
  }

  /**
   * The usual shape when a first mortgage disturbs any-first programs: each is alone in its group
   * (a credit certificate a bond first or a program's kinds exclude, the DPA a program excludes). Then
   * each subset of the family's few programs decides which of them are lost, with no search.
   */
  function onlyLoneProgramsTouched(
    first: ChosenFirst,
    members: readonly number[],
    dropped: ReadonlySet<number>,
    touched: ReadonlySet<number>,
  ): Solution | undefined {
    const lone: number[] = [];
    for (const group of touched) {
      const nodes = groups[group] ?? [];
      if (nodes.length !== 1) return undefined;
      if (!dropped.has(nodes[0] as number)) lone.push(nodes[0] as number);
    }
    const order = [...members].sort((a, b) => weight(b) - weight(a) || rank(a) - rank(b));
    const k = order.length;
    const excludes = order.map((a, i) =>
      order.reduce(
        (mask, b, j) =>
          i !== j && (fixed[a]?.has(b) === true || shareOneProgram(at(a), at(b))) ? mask | (1 << (k - 1 - j)) : mask,
        0,
      ),
    );
    // For each member, the lone programs it excludes.
    const loses = order.map((member) => lone.filter((node) => fixed[member]?.has(node) === true));
    const loneTotal = lone.reduce((sum, node) => sum + weight(node), 0);
    let bestMask = 0;
    let bestTotal = -1;
    for (let mask = (1 << k) - 1; mask >= 0; mask--) {
      let total = loneTotal;
      let fits = true;
      const lost = new Set<number>();
      for (let i = 0; i < k && fits; i++) {
        if ((mask & (1 << (k - 1 - i))) === 0) continue;
        if ((mask & (excludes[i] as number)) !== 0) fits = false;
        total += weight(order[i] as number);
        for (const node of loses[i] ?? []) {
          if (!lost.has(node)) {
            lost.add(node);
            total -= weight(node);
          }
        }
      }
      if (fits && total > bestTotal) {
        bestTotal = total;
        bestMask = mask;
      }
    }
    const chosen = order.filter((_, i) => (bestMask & (1 << (k - 1 - i))) !== 0);
    const solved = [...chosen, ...lone.filter((node) => !chosen.some((member) => fixed[member]?.has(node)))];
    let total = baseTotal;
    for (const group of touched) total -= groupTotal[group] ?? 0;
    for (const node of solved) total += weight(node);
    return { first, solved, touched, total };
  }

  function combinationOf(solution: Solution): Combination<T> {
    const chosen: T[] = [];
    groupChosen.forEach((group, index) => {
      if (!solution.touched.has(index)) for (const node of group) chosen.push(at(node));
    });
    for (const node of solution.solved) chosen.push(at(node));
    return { chosen, total: solution.total, first: solution.first };
  }

  /**
   * Each first mortgage with its rank and its bound. Ties go to any lender's first, then to the family
   * whose first program comes first. No set on a first mortgage can hold more than the any-first
   * programs' best and every program of its family: re-solving the groups a family touches never
   * beats their best alone. Built by pushing: an array spread from an empty map differs in kind from
   * one spread from a full one, and V8 threw this function's compiled code away each time the two
   * alternated (once a wallet).
   */
  const firsts: ChosenFirst[] = [null];
  const ranks = [-1];
  const bounds = [baseTotal];
  for (const family of families.values()) {
    firsts.push(family.first);
    ranks.push(family.rank);
    bounds.push(baseTotal + family.total);
  }
  const firstRank = (first: ChosenFirst) => (first ? (families.get(first.family)?.rank ?? 0) : -1);
  /**
   * First mortgages by bound, largest first: a search stops at the first whose bound is below the best
   * found, so of a thousand families only the few that could win are solved.
   */
  const byBound = firsts
    .map((_, index) => index)
    .sort((a, b) => (bounds[b] ?? 0) - (bounds[a] ?? 0) || (ranks[a] ?? 0) - (ranks[b] ?? 0));
  /** Each first mortgage's best, solved once when first needed: the forced variants start from them. */
  const unforced: (Solution | undefined)[] = new Array(firsts.length);
  const unforcedAt = (index: number) => {
    unforced[index] ??= solveOn(firsts[index] ?? null) as Solution;
    return unforced[index];
  };
  const better = (solution: Solution, than: Solution | undefined) =>
    !than ||
    solution.total > than.total ||
    (solution.total === than.total && firstRank(solution.first) < firstRank(than.first));

  /** The best of `solve` over the first mortgages, largest bound first, skipping those that cannot win. */
  function bestOver(solve: (index: number) => Solution | undefined): Solution | undefined {
    let best: Solution | undefined;
    for (const index of byBound) {
      if (best && (bounds[index] ?? 0) < best.total) break;
      const solution = solve(index);
      if (solution && better(solution, best)) best = solution;
    }
    return best;
  }

  const combinationOrNone = (best: Solution | undefined): Combination<T> =>
    best ? combinationOf(best) : { chosen: [], total: 0, first: null };

  /**
   * The best set holding `forced`. A program on its family's first re-solves that family only. A
   * program on any lender's first re-solves its own group once; each first mortgage that leaves that
   * group alone then only swaps the group's total. Holding a program never beats a first's bound.
   */
  function holding(node: number): Combination<T> {
    if (at(node).program.firstMortgage.lender === 'own') {
      return combinationOrNone(
        bestOver((index) => {
          const first = firsts[index] ?? null;
          return first && worksOn(at(node), first) ? solveOn(first, node) : undefined;
        }),
      );
    }
    const group = groupOf.get(node) as number;
    const alone = solveOn(null, node) as Solution;
    const groupForced = alone.total - (baseTotal - (groupTotal[group] ?? 0));
    // Swapping the group's total needs no new solution: only the winner is built.
    let best: Solution | undefined;
    for (const index of byBound) {
      if (best && (bounds[index] ?? 0) < best.total) break;
      const solution = unforcedAt(index);
      if (solution.touched.has(group) || !worksOn(at(node), solution.first)) {
        const solved = solveOn(solution.first, node);
        if (solved && better(solved, best)) best = solved;
        continue;
      }
      const total = solution.total - (groupTotal[group] ?? 0) + groupForced;
      const candidate = { first: solution.first, solved: [], touched: noGroups, total };
      if (!better(candidate, best)) continue;
      best = {
        ...candidate,
        solved: [...solution.solved, ...alone.solved],
        touched: new Set(solution.touched).add(group),
      };
    }
    return combinationOrNone(best);
  }

  return {
    candidates,
    best: () => combinationOrNone(bestOver(unforcedAt)),
    holding: (forced) => holding(candidates.indexOf(forced)),
  };
}

/**
 * The best total of `after`: the candidates `before`, whose best set is `bestBefore`, with `gained`
 * among them joined or grown, and nothing else changed but statuses. The programs on any lender's
 * first that gained fall in groups, each with the programs they exclude, and so on. A first mortgage
 * none of whose programs gained or meets one of those groups holds what it held, plus what the groups
 * gained: so only the other first mortgages are searched again, with the programs on any lender's
 * first (a few dozen programs of thousands). When the best set stood on a first mortgage that meets
 * a group that gained, its new best is unknown, and all of `after` is searched.
 */
export function bestTotalAfterGains<T extends ProgramOutcome>(
  before: readonly T[],
  bestBefore: Combination<T>,
  after: readonly T[],
  gained: readonly T[],
): number {
  if (gained.length === 0) return bestBefore.total;
  const onAnyFirst = (candidate: T) => candidate.program.firstMortgage.lender !== 'own';
  const anyFirst = after.filter(onAnyFirst);
  const grouped = new Set(gained.filter(onAnyFirst));
  const reached = [...grouped];
  while (reached.length > 0) {
    const node = reached.pop() as T;
    for (const other of anyFirst) {
      if (!grouped.has(other) && conflictBetween(node, other, null) !== undefined) {
        grouped.add(other);
        reached.push(other);
      }
    }
  }
  // Whether a program meets the groups that gained: a pair or kind excluded, or a bond-financed first
  // one of them refuses.
  const slugs = new Set([...grouped].map(({ program }) => program.slug));
  const types = new Set([...grouped].map(({ program }) => program.type));
  const named = new Set([...grouped].flatMap(({ program }) => program.notCombinableWith));
  const refused = new Set([...grouped].flatMap(({ program }) => program.stacking.notWithTypes));
  const refusesBond = [...grouped].some(({ program }) => program.stacking.notOnBondFinancedFirst);
  const meetsAnyFirst = ({ program }: T) =>
    grouped.size > 0 &&
    (program.notCombinableWith.some((slug) => slugs.has(slug)) ||
      named.has(program.slug) ||
      program.stacking.notWithTypes.some((type) => types.has(type)) ||
      refused.has(program.type) ||
      (refusesBond && program.firstMortgage.lender === 'own' && program.firstMortgage.bondFinanced));
  const gainedOnes = new Set(gained);
  // The families to search again, and those among them whose best may have fallen: one that meets a
  // group that gained, or one a bond-financed program joined, which its first then becomes.
  const meeting = new Set<string>();
  const searched = new Set<string>();
  const onSeveral: (readonly string[])[] = [];
  for (const candidate of after) {
    const first = candidate.program.firstMortgage;
    if (first.lender !== 'own') continue;
    if (first.families.length > 1) onSeveral.push(first.families);
    const gains = gainedOnes.has(candidate);
    const meets = meetsAnyFirst(candidate) || (gains && first.bondFinanced);
    if (!meets && !gains) continue;
    for (const family of first.families) {
      searched.add(family);
      if (meets) meeting.add(family);
    }
  }
  if (bestBefore.first && meeting.has(bestBefore.first.family)) return combinationsOf(after).best().total;
  // A family is searched with all its programs, or it could seem to hold what it cannot (a bond-financed
  // program left out would leave its first unrefused): a program on several families' firsts brings
  // each of them.
  for (let grew = true; grew; ) {
    grew = false;
    for (const families of onSeveral) {
      if (families.some((family) => searched.has(family)) && !families.every((family) => searched.has(family))) {
        for (const family of families) searched.add(family);
        grew = true;
      }
    }
  }
  const touched = after.filter((candidate) => {
    const first = candidate.program.firstMortgage;
    return first.lender !== 'own' || first.families.some((family) => searched.has(family));
  });
  // What the programs on any lender's first gained on their own, which every other first mortgage gains.
  const anyFirstGained =
    grouped.size > 0
      ? combinationsOf(anyFirst).best().total - combinationsOf(before.filter(onAnyFirst)).best().total
      : 0;
  return Math.max(bestBefore.total + anyFirstGained, combinationsOf(touched).best().total);
}

/** The candidates of a combination: programs with a counting status and an amount. */
export function candidatesOf<T extends ProgramOutcome>(outcomes: readonly T[], statuses: ReadonlySet<string>): T[] {
  return outcomes.filter((outcome) => statuses.has(outcome.status) && outcome.upTo > 0);
}

export type Alternative<T extends ProgramOutcome> = {
  outcome: T;
  /** The best set that holds it instead, for the largest alternatives only. */
  instead: Combination<T> | undefined;
  /** Why it is not counted, in one line. */
  why: string;
};

/** How many alternatives are priced (what the wallet would be with them): the wallet shows these. */
export const PRICED_ALTERNATIVES = 10;

/**
 * The candidates left out of `best`, largest first, each saying why; the largest few also say what
 * the best set holding them would give. With `count`, only that many of the largest.
 */
export function alternativesTo<T extends ProgramOutcome>(
  combinations: Combinations<T>,
  best: Combination<T>,
  count = Number.POSITIVE_INFINITY,
): Alternative<T>[] {
  const counted = new Set(best.chosen);
  const left = combinations.candidates.filter((candidate) => !counted.has(candidate));
  return firstInOrder(left, (a, b) => b.upTo - a.upTo || a.program.id - b.program.id, count).map((outcome, index) => ({
    outcome,
    instead: index < PRICED_ALTERNATIVES ? combinations.holding(outcome) : undefined,
    why: whyNotCounted(outcome, best),
  }));
}

/**
 * The first `count` of `items` in `compare`'s order, as sorting them all and taking the first would
 * give, without sorting them all: the wallet shows ten alternatives of a thousand or more.
 */
export function firstInOrder<T>(items: readonly T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (count >= items.length) return [...items].sort(compare);
  if (count <= 0) return [];
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count) {
      // Not before the last kept: an equal one comes later in a stable sort too.
      if (compare(item, kept[count - 1] as T) >= 0) continue;
      kept.pop();
    }
    let index = kept.length;
    while (index > 0 && compare(item, kept[index - 1] as T) < 0) index--;
    kept.splice(index, 0, item);
  }
  return kept;
}

function whyNotCounted(outcome: ProgramOutcome, best: Combination<ProgramOutcome>): string {
  const first = best.first;
  const program = outcome.program;
  if (program.firstMortgage.lender === 'own' && (!first || !program.firstMortgage.families.includes(first.family))) {
    const counted = first
      ? `the programs counted use ${withArticle(first.label)} first mortgage`
      : 'the programs counted work with any lender’s first mortgage';
    return `It needs ${withArticle(program.firstMortgage.label)} first mortgage; ${counted}, and a home has one first mortgage.`;
  }
  if (first?.bondFinanced && program.stacking.notOnBondFinancedFirst) {
    return `A mortgage credit certificate cannot ride on a bond-financed first mortgage like the ${first.label}.`;
  }
  for (const chosen of best.chosen) {
    const conflict = conflictBetween(outcome, chosen, first);
    if (conflict) return conflict;
  }
  return 'Counting it would leave less in all.';
}
