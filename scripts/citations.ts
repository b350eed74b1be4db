/**
 * Citations of documents in the repository's own text, and what is wrong with each: a cited file the
 * repository does not have, a numbered case or section the cited file does not have
 * (`docs/security.md 29`), a decision that was never written, or a document kept outside the
 * repository (`SECURITY 19`, "the specification"), which a contributor who cloned it cannot follow.
 * Pure: `citations.test.ts` reads the tracked files and hands them in.
 */
import path from 'node:path';

/** The repository as the check sees it: its tracked paths, and the text of a tracked file. */
export type Repository = {
  files: ReadonlySet<string>;
  read(file: string): string;
};

export type CitationProblem = { file: string; line: number; cites: string; problem: string };

/**
 * Documents that are cited but not kept in the repository, each with where it is. An entry goes
 * when the document is brought in or no longer cited; `citations.test.ts` fails until it does.
 */
export const documentsKeptElsewhere: ReadonlyMap<string, string> = new Map([
  ['STACK.md', 'the stack chosen before the code was written, kept with the project brief'],
  ['STYLE.md', 'the habits the code follows, kept with the project brief'],
  ['research/programs.md', 'the first survey of assistance programs, kept with the project brief'],
  ['research/programs-50-states.md', "the research behind the catalogue's programs, kept with the project brief"],
  ['research/counties.md', "the research behind the county list's boundaries, kept with the project brief"],
  [
    'research/programs-national-territorial.md',
    "the research behind the catalogue's national, multi-state and territorial programs, kept with the project brief",
  ],
  ['docs/throttling.md', "Lighthouse's own, in the GoogleChrome/lighthouse repository"],
  ['docs/2.booking/1.calls.md', 'an example of how the content store names a file under content/'],
]);

/** A path ending in `.md`, not in the middle of another path or an address. */
const MARKDOWN_FILE = /(?<![\w./-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md)(?![\w/-])/g;
/** What may follow a cited file: its numbered cases or sections (`22`, `section 4`, `sections 9 and 15`, `1 to 12`). */
const NUMBERS_AFTER = /^\s+(?:sections?\s+)?(\d+(?:(?:\s*,\s*|\s+and\s+|\s+to\s+)\d+)*)\b/;
/** A decision by its number: "decision 012", "decisions 004 and 007", `docs/decisions/006`. */
const DECISION = /\b[Dd]ecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+)\d{3})*)\b|\bdocs\/decisions\/(\d{3})(?![\w-])/g;
/** The security and product pages by the names they had outside the repository. */
const OUTSIDE_NAME = /\b(SECURITY|PRODUCT)(?:\s+section)?\s+\d+/g;
/** The original product's specification, which lives outside the repository. */
const SPECIFICATION = /\bthe specification\b|\bspecification(?:'s)?\s+sections?\s+\d+/gi;

const CODE = /\.(?:[cm]?[jt]s|tsx)$/;

/** Numbers as cited: `9 and 15`, `23, 25 and 26`, `1 to 12` (every number between). */
export function citedNumbers(list: string): number[] {
  const numbers: number[] = [];
  for (const part of list.split(/\s*,\s*|\s+and\s+/)) {
    const [from, to] = part.split(/\s+to\s+/).map(Number);
    if (from === undefined) continue;
    for (let number = from; number <= (to ?? from); number++) numbers.push(number);
  }
  return numbers;
}

/** The numbers of a Markdown file's numbered headings (`## 4. Accounts`, `### 22. Headers`). */
export function numberedHeadings(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(\d+)\.\s/gm)].map((match) => Number(match[1])));
}

/** Whether a `.md` name is cited as a document, rather than named as a file the code handles. */
function isCitation(file: string, line: string, at: number, cited: string, numbered: boolean): boolean {
  // A string literal of code names a file it reads or writes (`path.join(dir, 'README.md')`).
  if (CODE.test(file) && (line[at - 1] === "'" || line[at - 1] === '"')) return false;
  if (cited.includes('NNN')) return false;
  const linked = file.endsWith('.md') && line.slice(at - 2, at) === '](';
  return numbered || linked || cited.includes('/') || /^[A-Z][A-Z0-9_-]*\.md$/.test(cited);
}

/** Where a cited path is: from the root, or from the citing file's folder (a Markdown link). */
function resolve(repository: Repository, file: string, cited: string): string | null {
  const candidates = [path.posix.normalize(cited), path.posix.join(path.posix.dirname(file), cited)];
  return candidates.find((candidate) => repository.files.has(candidate)) ?? null;
}

function decisionExists(repository: Repository, number: string): boolean {
  for (const file of repository.files) if (file.startsWith(`docs/decisions/${number}-`)) return true;
  return false;
}

/** The problems of every citation in one file's text. */
export function citationProblems(repository: Repository, file: string, text: string): CitationProblem[] {
  const problems: CitationProblem[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const report = (cites: string, problem: string) => problems.push({ file, line: index + 1, cites, problem });

    for (const match of line.matchAll(MARKDOWN_FILE)) {
      const cited = match[1] ?? '';
      const at = match.index;
      const numbers = NUMBERS_AFTER.exec(line.slice(at + match[0].length));
      if (!isCitation(file, line, at, cited, numbers !== null)) continue;
      const cites = numbers ? `${cited}${numbers[0]}` : cited;
      const found = resolve(repository, file, cited);
      if (!found) {
        if (documentsKeptElsewhere.has(cited)) continue;
        report(cites, `${cited} is not a file of the repository`);
        continue;
      }
      if (!numbers?.[1]) continue;
      const headings = numberedHeadings(repository.read(found));
      const missing = citedNumbers(numbers[1]).filter((number) => !headings.has(number));
      if (missing.length > 0) {
        report(cites, `${found} has no numbered heading ${missing.map((number) => `"${number}."`).join(', ')}`);
      }
    }

    for (const match of line.matchAll(DECISION)) {
      const numbers = match[1] ? citedNumbers(match[1]) : [Number(match[2])];
      for (const number of numbers.map((each) => String(each).padStart(3, '0'))) {
        if (!decisionExists(repository, number)) report(match[0], `docs/decisions/ has no decision ${number}`);
      }
    }

    for (const match of line.matchAll(OUTSIDE_NAME)) {
      const page = match[1] === 'SECURITY' ? 'docs/security.md N' : 'docs/product.md section N';
      report(match[0], `that document is not in the repository: cite ${page}`);
    }

    for (const match of line.matchAll(SPECIFICATION)) {
      report(
        match[0],
        "the original's specification is not in the repository: cite the section of docs/product.md that restates it",
      );
    }
  }
  return problems;
}

/** One line per problem, saying which file and line cites what. */
export function describeProblems(problems: readonly CitationProblem[]): string {
  return problems.map(({ file, line, cites, problem }) => `${file}:${line} cites "${cites}": ${problem}`).join('\n');
}
