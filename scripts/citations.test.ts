import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  citedNumbers,
  describeProblems,
  documentsKeptElsewhere,
  type Repository,
} from './citations.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Tracked files that are neither code nor prose: the lock, data tables, images. */
const notText = (file: string) => file === 'package-lock.json' || /\.(?:csv|svg|png|jpe?g|webp|ico|woff2?)$/.test(file);
/** This check and its tests, which hold examples of citations that must fail. */
const examples = new Set(['scripts/citations.ts', 'scripts/citations.test.ts']);

function trackedRepository(): Repository & { scanned: string[] } {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  const texts = new Map<string, string>();
  const read = (file: string) => {
    const text = texts.get(file) ?? readFileSync(path.join(root, file), 'utf8');
    texts.set(file, text);
    return text;
  };
  return { files: new Set(tracked), read, scanned: tracked.filter((file) => !notText(file) && !examples.has(file)) };
}

const fake: Repository = {
  files: new Set(['README.md', 'docs/security.md', 'docs/product.md', 'docs/decisions/012-a-booking.md']),
  read: (file) =>
    file === 'docs/security.md'
      ? '# Security\n\n### 1. One\n\n### 22. Headers\n'
      : '# Product\n\n## 4. Accounts\n\n## 9. Routing\n',
};

describe('a citation', () => {
  it.each([
    ['apps/api/src/x.ts', ' * Headers (docs/security.md 22).'],
    ['apps/api/src/x.ts', ' * Accounts (docs/product.md section 4 and docs/security.md 1).'],
    ['apps/api/test/x.test.ts', "it('answers 403 (docs/security.md 1 and 22)', () => {"],
    ['apps/web/src/x.tsx', '// docs/product.md sections 4 and 9: where a sign-in leads.'],
    ['apps/api/src/x.ts', ' * One statement (decision 012, docs/decisions/012-a-booking.md, docs/decisions/012).'],
    ['docs/decisions/013-x.md', 'As [012](012-a-booking.md) and the [README](../../README.md) say.'],
    ['bench/run.ts', "const readme = path.join(folder, 'README.md');"],
    ['apps/api/src/x.ts', ' * `index.md` stands for its folder; `1.hello.md` is `/hello`.'],
    ['docs/x.md', 'Its sources are listed in research/programs.md and STACK.md.'],
    ['apps/api/test/x.ts', ' * A passkey, as the WebAuthn Level 3 specification lays out.'],
    ['README.md', 'See <https://github.com/GoogleChrome/lighthouse/blob/main/docs/other.md>.'],
  ])('in %s that names what exists passes: %s', (file, text) => {
    expect(citationProblems(fake, file, text)).toEqual([]);
  });

  it.each([
    ['apps/api/src/x.ts', ' * Headers (docs/security.md 29).', 'docs/security.md 29', 'no numbered heading "29."'],
    ['apps/api/src/x.ts', ' * Up to (docs/security.md 1 to 3).', 'docs/security.md 1 to 3', 'no numbered heading "2."'],
    ['apps/web/src/x.tsx', '// docs/product.md section 5', 'docs/product.md section 5', 'no numbered heading "5."'],
    ['apps/api/src/x.ts', ' * The rules of HANDBOOK.md 22.', 'HANDBOOK.md 22', 'HANDBOOK.md is not a file'],
    ['apps/api/test/x.test.ts', "it('ignores them (SECURITY 19)', () => {", 'SECURITY 19', 'cite docs/security.md N'],
    ['apps/api/src/x.ts', ' * PRODUCT section 4 says so.', 'PRODUCT section 4', 'cite docs/product.md section N'],
    [
      'apps/web/src/x.tsx',
      '// Specification section 2: the buyer goes to /profile.',
      'Specification section 2',
      'docs/product.md',
    ],
    ['apps/web/src/x.tsx', "/** The specification's message. */", 'The specification', 'docs/product.md'],
    ['docs/decisions/013-x.md', 'As decisions 012 and 999 say.', 'decisions 012 and 999', 'no decision 999'],
    ['docs/x.md', 'See [the style](style.md).', 'style.md', 'style.md is not a file'],
    ['apps/api/src/x.ts', ' * See docs/missing.md.', 'docs/missing.md', 'docs/missing.md is not a file'],
  ])('in %s that names what does not exist fails: %s', (file, text, cites, problem) => {
    const problems = citationProblems(fake, file, text);
    expect(problems).toEqual([expect.objectContaining({ file, line: 1, cites })]);
    expect(describeProblems(problems)).toContain(`${file}:1 cites "${cites}": `);
    expect(describeProblems(problems)).toContain(problem);
  });

  it.each([
    ['22', [22]],
    ['9 and 15', [9, 15]],
    ['23, 25 and 26', [23, 25, 26]],
    ['1 to 4', [1, 2, 3, 4]],
  ])('of %s covers %j', (list, numbers) => {
    expect(citedNumbers(list)).toEqual(numbers);
  });
});

describe("the repository's citations", () => {
  const repository = trackedRepository();

  it('name files of the repository, and cases, sections and decisions those files have', () => {
    const problems = repository.scanned.flatMap((file) => citationProblems(repository, file, repository.read(file)));
    expect(describeProblems(problems), 'Cite a document of the repository, or bring the document in.').toBe('');
  });

  it.each([...documentsKeptElsewhere.keys()])(
    'of %s, a document kept outside, are still there to be brought in',
    (document) => {
      expect(repository.files.has(document), `${document} is in the repository now: take it off the list`).toBe(false);
      const citing = repository.scanned.filter((file) => repository.read(file).includes(document));
      expect(citing, `${document} is cited nowhere any more: take it off the list`).not.toEqual([]);
    },
  );
});
