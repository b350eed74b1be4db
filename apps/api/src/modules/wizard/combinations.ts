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
import { eligibilityStatusRank, type ProgramType, programTypeLabels } from '@hbw/contract';
import { type ProgramOutcome, withArticle } from './eligibility.ts';

/** The first mortgage a combination stands on: a family's own, or null for any lender's. */
export type ChosenFirst = { family: string; label: string; bondFinanced: boolean } | null;

export type Combination<T extends ProgramOutcome> = {
  chosen: T[];
  total: number;
  first: ChosenFirst;
  /** The best total of the candidates on any lender's first alone, which `bestTotalAfterGains` starts from. */
  anyFirstTotal: number;
};

/** Kinds that are not down payment help of their own, so they do not use up a loan's one program. */
const ridesAlong: ReadonlySet<ProgramType> = new Set(['mortgage_credit_certificate', 'affordable_first_mortgage']);

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

/** A family of first mortgages: its programs, its rank (its first program's id) and its programs' total. */
type Family = { first: NonNullable<ChosenFirst>; members: number[]; rank: number; total: number };

/**
 * Step 1, the candidates read once: the programs on any lender's first, and each family's; each
 * program's families; the slugs some program names; each kind's programs, all and those on any
 * lender's first, so that a program that will not sit with a kind meets only that kind's programs.
 * Programs are numbered by their place among the candidates.
 */
type Indexed<T extends ProgramOutcome> = {
  at: (node: number) => T;
  /** A program weighs the most it may give: a range's top, a tax credit's first year. */
  weight: (node: number) => number;
  /** Likely before possible before needs review, then catalogue order: who wins a tie. */
  rank: (node: number) => number;
  anyFirst: number[];
  families: Map<string, Family>;
  familiesAt: (readonly string[] | null)[];
  named: Set<string>;
  byType: Map<ProgramType, number[]>;
  anyByType: Map<ProgramType, number[]>;
};

function indexed<T extends ProgramOutcome>(candidates: readonly T[]): Indexed<T> {
  const at = (node: number) => candidates[node] as T;
  const weight = (node: number) => at(node).upTo;
  const index: Indexed<T> = {
    at,
    weight,
    rank: (node) => eligibilityStatusRank[at(node).status] * 1e9 + at(node).program.id,
    anyFirst: [],
    families: new Map(),
    familiesAt: [],
    named: new Set(),
    byType: new Map(),
    anyByType: new Map(),
  };
  const file = (byType: Map<ProgramType, number[]>, type: ProgramType, node: number) => {
    const ofType = byType.get(type);
    if (ofType) ofType.push(node);
    else byType.set(type, [node]);
  };
  for (let node = 0; node < candidates.length; node++) {
    const { firstMortgage: first, id, type, notCombinableWith } = at(node).program;
    for (const slug of notCombinableWith) index.named.add(slug);
    file(index.byType, type, node);
    if (first.lender !== 'own') {
      index.anyFirst.push(node);
      index.familiesAt.push(null);
      file(index.anyByType, type, node);
      continue;
    }
    index.familiesAt.push(first.families);
    for (const family of first.families) {
      let known = index.families.get(family);
      if (!known) {
        known = { first: { family, label: first.label, bondFinanced: false }, members: [], rank: id, total: 0 };
        index.families.set(family, known);
      }
      if (first.bondFinanced) known.first.bondFinanced = true;
      known.rank = Math.min(known.rank, id);
      known.members.push(node);
      known.total += weight(node);
    }
  }
  for (const family of index.families.values()) {
    // Most families have one program: sorting it would only allocate.
    if (family.members.length > 1) family.members.sort((a, b) => at(a).program.id - at(b).program.id);
  }
  return index;
}

/** Each program's conflicts whatever the first mortgage (undefined: none). */
type Conflicts = (Set<number> | undefined)[];

/**
 * Step 2, conflicts whatever the first mortgage: named pairs, and kinds a program will not sit with,
 * found by slug and kind, never pair by pair. Only programs that can stand on one first mortgage are
 * linked: two families' programs never meet.
 */
function conflictsOf(candidates: readonly ProgramOutcome[], index: Indexed<ProgramOutcome>): Conflicts {
  const { at, familiesAt, families } = index;
  const fixed: Conflicts = new Array(candidates.length);
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
  if (index.named.size > 0) {
    candidates.forEach((candidate, node) => {
      if (index.named.has(candidate.program.slug)) bySlug.set(candidate.program.slug, node);
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
      for (const type of types) linkRefused(index.anyByType.get(type));
    } else {
      for (const type of types) linkRefused(index.byType.get(type));
    }
  });
  return fixed;
}

/**
 * Step 3, the programs on any lender's first, solved once: they fall in groups of linked programs,
 * each with its best set and total; a first mortgage later re-solves only the groups it disturbs.
 */
type AnyFirstGroups = {
  groupOf: (node: number) => number | undefined;
  members: number[][];
  chosen: number[][];
  totals: number[];
  /** The best of every group together: what any lender's first holds. */
  baseTotal: number;
  /** The programs on any lender's first that a bond-financed first excludes. */
  notOnBond: ReadonlySet<number>;
};

function anyFirstGroups(index: Indexed<ProgramOutcome>, fixed: Conflicts): AnyFirstGroups {
  const { anyFirst, familiesAt, weight, rank } = index;
  const groupIndex = new Int32Array(familiesAt.length).fill(-1);
  const members: number[][] = [];
  for (const start of anyFirst) {
    if (groupIndex[start] !== -1) continue;
    const group: number[] = [start];
    groupIndex[start] = members.length;
    if (fixed[start]) {
      const stack = [start];
      while (stack.length > 0) {
        for (const other of fixed[stack.pop() as number] ?? []) {
          if (groupIndex[other] === -1 && familiesAt[other] === null) {
            groupIndex[other] = members.length;
            group.push(other);
            stack.push(other);
          }
        }
      }
    }
    members.push(group);
  }
  // Loops rather than map and reduce, as for `firsts` in firstMortgageSearch: candidates with no
  // family and with some alternate, and the arrays the builtins made differed in kind between them.
  const chosen: number[][] = [];
  const totals: number[] = [];
  let baseTotal = 0;
  for (const group of members) {
    const best = group.length === 1 ? group : heaviestUnlinked(group, weight, rank, (node) => fixed[node] ?? []);
    let total = 0;
    for (const node of best) total += weight(node);
    chosen.push(best);
    totals.push(total);
    baseTotal += total;
  }
  return {
    groupOf: (node) => ((groupIndex[node] ?? -1) >= 0 ? groupIndex[node] : undefined),
    members,
    chosen,
    totals,
    baseTotal,
    notOnBond: new Set(anyFirst.filter((node) => index.at(node).program.stacking.notOnBondFinancedFirst)),
  };
}

/** What steps 1 to 3 know of the candidates, which step 4 solves each first mortgage with. */
type Graph<T extends ProgramOutcome> = Indexed<T> & { fixed: Conflicts; groups: AnyFirstGroups };

/** A first mortgage's best: what it re-solved, the groups it disturbed, and the total. */
type Solution = { first: ChosenFirst; solved: number[]; touched: ReadonlySet<number>; total: number };

const noGroups: ReadonlySet<number> = new Set();

/** The total of a solution: any lender's best, less the groups it re-solved, plus what it solved. */
function totalOf(graph: Graph<ProgramOutcome>, solved: readonly number[], touched: ReadonlySet<number>): number {
  let total = graph.groups.baseTotal;
  for (const group of touched) total -= graph.groups.totals[group] ?? 0;
  for (const node of solved) total += graph.weight(node);
  return total;
}

/** Step 4, the best set on one first mortgage (null: any lender's), holding `forced` if given. */
function solveOn(graph: Graph<ProgramOutcome>, first: ChosenFirst, forced?: number): Solution | undefined {
  const { at, weight, rank, fixed, groups } = graph;
  if (forced !== undefined && !worksOn(at(forced), first)) return undefined;
  const members = first ? (graph.families.get(first.family)?.members ?? []) : [];
  const dropped = first?.bondFinanced ? groups.notOnBond : noGroups;
  const [only] = members;
  if (forced === undefined && members.length === 1 && dropped.size === 0 && !fixed[only as number]) {
    // The usual case: one program on this first, in conflict with nothing that could join it.
    return { first, solved: [only as number], touched: noGroups, total: groups.baseTotal + weight(only as number) };
  }
  // The groups of any-first programs this first mortgage (or the forced program) disturbs.
  let touched = noGroups;
  const touch = (group: number | undefined) => {
    if (group === undefined) return;
    if (touched === noGroups) touched = new Set();
    (touched as Set<number>).add(group);
  };
  for (const node of dropped) touch(groups.groupOf(node));
  for (const member of members) for (const other of fixed[member] ?? []) touch(groups.groupOf(other));
  if (forced !== undefined) touch(groups.groupOf(forced));
  if (forced === undefined && members.length <= SMALL) {
    const quick = onlyLoneProgramsTouched(graph, first, members, dropped, touched);
    if (quick) return quick;
  }
  const memberSet = new Set(members);
  let nodes = [...members];
  for (const group of touched) {
    for (const node of groups.members[group] ?? []) if (!dropped.has(node)) nodes.push(node);
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
  return { first, solved, touched, total: totalOf(graph, solved, touched) };
}

/**
 * The usual shape when a first mortgage disturbs any-first programs: each is alone in its group
 * (a credit certificate a bond first or a program's kinds exclude, the DPA a program excludes). Then
 * each subset of the family's few programs decides which of them are lost, with no search.
 */
function onlyLoneProgramsTouched(
  graph: Graph<ProgramOutcome>,
  first: ChosenFirst,
  members: readonly number[],
  dropped: ReadonlySet<number>,
  touched: ReadonlySet<number>,
): Solution | undefined {
  const { at, weight, rank, fixed } = graph;
  const lone: number[] = [];
  for (const group of touched) {
    const nodes = graph.groups.members[group] ?? [];
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
  return { first, solved, touched, total: totalOf(graph, solved, touched) };
}

/**
 * Step 5, the search over first mortgages: each with its rank and its bound, largest bound first, so
 * that a search stops at the first whose bound is below the best found and of a thousand families
 * only the few that could win are solved. Ties go to any lender's first, then to the family whose
 * first program comes first. No set on a first mortgage can hold more than the any-first programs'
 * best and every program of its family: re-solving the groups a family touches never beats their
 * best alone.
 */
type FirstMortgageSearch = {
  firsts: ChosenFirst[];
  bounds: number[];
  byBound: number[];
  /** Each first mortgage's best, solved once when first needed: the forced variants start from them. */
  unforcedAt: (index: number) => Solution;
  better: (solution: Solution, than: Solution | undefined) => boolean;
};

function firstMortgageSearch(graph: Graph<ProgramOutcome>): FirstMortgageSearch {
  // Built by pushing: an array spread from an empty map differs in kind from one spread from a full
  // one, and V8 threw the search's compiled code away each time the two alternated (once a wallet).
  const firsts: ChosenFirst[] = [null];
  const ranks = [-1];
  const bounds = [graph.groups.baseTotal];
  for (const family of graph.families.values()) {
    firsts.push(family.first);
    ranks.push(family.rank);
    bounds.push(graph.groups.baseTotal + family.total);
  }
  const firstRank = (first: ChosenFirst) => (first ? (graph.families.get(first.family)?.rank ?? 0) : -1);
  const unforced: (Solution | undefined)[] = new Array(firsts.length);
  return {
    firsts,
    bounds,
    byBound: firsts
      .map((_, index) => index)
      .sort((a, b) => (bounds[b] ?? 0) - (bounds[a] ?? 0) || (ranks[a] ?? 0) - (ranks[b] ?? 0)),
    unforcedAt: (index) => {
      unforced[index] ??= solveOn(graph, firsts[index] ?? null) as Solution;
      return unforced[index];
    },
    better: (solution, than) =>
      !than ||
      solution.total > than.total ||
      (solution.total === than.total && firstRank(solution.first) < firstRank(than.first)),
  };
}

/** The best of `solve` over the first mortgages, largest bound first, skipping those that cannot win. */
function bestOver(search: FirstMortgageSearch, solve: (index: number) => Solution | undefined): Solution | undefined {
  let best: Solution | undefined;
  for (const index of search.byBound) {
    if (best && (search.bounds[index] ?? 0) < best.total) break;
    const solution = solve(index);
    if (solution && search.better(solution, best)) best = solution;
  }
  return best;
}

/**
 * The best set holding `node`. A program on its family's first re-solves that family only. A
 * program on any lender's first re-solves its own group once; each first mortgage that leaves that
 * group alone then only swaps the group's total. Holding a program never beats a first's bound.
 */
function bestHolding(graph: Graph<ProgramOutcome>, search: FirstMortgageSearch, node: number): Solution | undefined {
  const { at, groups } = graph;
  if (at(node).program.firstMortgage.lender === 'own') {
    return bestOver(search, (index) => {
      const first = search.firsts[index] ?? null;
      return first && worksOn(at(node), first) ? solveOn(graph, first, node) : undefined;
    });
  }
  const group = groups.groupOf(node) as number;
  const alone = solveOn(graph, null, node) as Solution;
  const groupForced = alone.total - (groups.baseTotal - (groups.totals[group] ?? 0));
  // Swapping the group's total needs no new solution: only the winner is built.
  let best: Solution | undefined;
  for (const index of search.byBound) {
    if (best && (search.bounds[index] ?? 0) < best.total) break;
    const solution = search.unforcedAt(index);
    if (solution.touched.has(group) || !worksOn(at(node), solution.first)) {
      const solved = solveOn(graph, solution.first, node);
      if (solved && search.better(solved, best)) best = solved;
      continue;
    }
    const total = solution.total - (groups.totals[group] ?? 0) + groupForced;
    const candidate = { first: solution.first, solved: [], touched: noGroups, total };
    if (!search.better(candidate, best)) continue;
    best = {
      ...candidate,
      solved: [...solution.solved, ...alone.solved],
      touched: new Set(solution.touched).add(group),
    };
  }
  return best;
}

/** A solution as the programs it chooses: every group it left alone at its best, and what it solved. */
function combinationOf<T extends ProgramOutcome>(graph: Graph<T>, solution: Solution | undefined): Combination<T> {
  const anyFirstTotal = graph.groups.baseTotal;
  if (!solution) return { chosen: [], total: 0, first: null, anyFirstTotal };
  const chosen: T[] = [];
  graph.groups.chosen.forEach((group, index) => {
    if (!solution.touched.has(index)) for (const node of group) chosen.push(graph.at(node));
  });
  for (const node of solution.solved) chosen.push(graph.at(node));
  return { chosen, total: solution.total, first: solution.first, anyFirstTotal };
}

export type Combinations<T extends ProgramOutcome> = {
  readonly candidates: readonly T[];
  /** The best set that can happen together. Ties keep any lender's first, then families in catalogue order. */
  best(): Combination<T>;
  /** The best set that holds `forced`. */
  holding(forced: T): Combination<T>;
};

/**
 * The combinations of some candidates, in the steps above: read them once, find the conflicts that
 * hold whatever the first mortgage, solve the programs on any lender's first once, then let each
 * first mortgage re-solve only its family's programs and the groups they touch, searching the first
 * mortgages by bound, so thousands of programs stay fast.
 */
export function combinationsOf<T extends ProgramOutcome>(candidates: readonly T[]): Combinations<T> {
  const index = indexed(candidates);
  const fixed = conflictsOf(candidates, index);
  const graph: Graph<T> = { ...index, fixed, groups: anyFirstGroups(index, fixed) };
  const search = firstMortgageSearch(graph);
  return {
    candidates,
    best: () => combinationOf(graph, bestOver(search, search.unforcedAt)),
    holding: (forced) => combinationOf(graph, bestHolding(graph, search, candidates.indexOf(forced))),
  };
}

/** Adds `item` to the list `key` holds in `lists`. */
function listUnder<K, V>(lists: Map<K, V[]>, key: K, item: V) {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

/**
 * The programs on any lender's first that exclude one of them, or that it excludes, whatever the
 * first mortgage (what `conflictBetween` finds with none): found by slug and kind, as `conflictsOf`
 * does, rather than by asking every pair.
 */
function anyFirstExclusions<T extends ProgramOutcome>(
  anyFirst: readonly T[],
): (node: T, visit: (other: T) => void) => void {
  const bySlug = new Map<string, T[]>();
  const naming = new Map<string, T[]>();
  const byType = new Map<ProgramType, T[]>();
  const refusing = new Map<ProgramType, T[]>();
  for (const candidate of anyFirst) {
    const { slug, type, notCombinableWith, stacking } = candidate.program;
    listUnder(bySlug, slug, candidate);
    listUnder(byType, type, candidate);
    for (const named of notCombinableWith) listUnder(naming, named, candidate);
    for (const refused of stacking.notWithTypes) listUnder(refusing, refused, candidate);
  }
  const visitAll = (others: readonly T[] | undefined, node: T, visit: (other: T) => void) => {
    if (others) for (const other of others) if (other !== node) visit(other);
  };
  return (node, visit) => {
    const { slug, type, notCombinableWith, stacking } = node.program;
    for (const named of notCombinableWith) visitAll(bySlug.get(named), node, visit);
    visitAll(naming.get(slug), node, visit);
    for (const refused of stacking.notWithTypes) visitAll(byType.get(refused), node, visit);
    visitAll(refusing.get(type), node, visit);
  };
}

/**
 * The best total of `after`: the candidates whose best set is `bestBefore` (their best on any
 * lender's first alone comes with it), with `gained` among them joined or grown, and nothing else changed but statuses. The programs on any lender's
 * first that gained fall in groups, each with the programs they exclude, and so on. A first mortgage
 * none of whose programs gained or meets one of those groups holds what it held, plus what the groups
 * gained: so only the other first mortgages are searched again, with the programs on any lender's
 * first (a few dozen programs of thousands). When the best set stood on a first mortgage that meets
 * a group that gained, its new best is unknown, and all of `after` is searched.
 */
export function bestTotalAfterGains<T extends ProgramOutcome>(
  bestBefore: Combination<T>,
  after: readonly T[],
  gained: readonly T[],
): number {
  if (gained.length === 0) return bestBefore.total;
  const onAnyFirst = (candidate: T) => candidate.program.firstMortgage.lender !== 'own';
  const anyFirst = after.filter(onAnyFirst);
  const grouped = new Set(gained.filter(onAnyFirst));
  const reached = [...grouped];
  const excludedBy = reached.length > 0 ? anyFirstExclusions(anyFirst) : undefined;
  while (excludedBy && reached.length > 0) {
    excludedBy(reached.pop() as T, (other) => {
      if (grouped.has(other)) return;
      grouped.add(other);
      reached.push(other);
    });
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
    grouped.size > 0 ? combinationsOf(anyFirst).best().anyFirstTotal - bestBefore.anyFirstTotal : 0;
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
