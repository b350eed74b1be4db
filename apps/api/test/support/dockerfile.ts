/**
 * The repository's Dockerfile read as its instructions, stage by stage: what the image tests check,
 * and what the production-install test carries out without a container.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

export type Instruction = {
  keyword: string;
  /** The `--name=value` options before the arguments (`COPY --from=build`, `RUN --mount=…`). */
  options: Record<string, string>;
  args: string;
};
export type Stage = { name: string; base: string; instructions: Instruction[] };

export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const options: Record<string, string> = {};
    let args = rest;
    for (let option = /^--([\w-]+)=(\S+)\s*/.exec(args); option; option = /^--([\w-]+)=(\S+)\s*/.exec(args)) {
      options[option[1] as string] = option[2] as string;
      args = args.slice(option[0].length);
    }
    const instruction = { keyword: keyword.toUpperCase(), options, args };
    if (instruction.keyword === 'FROM') {
      const [base = '', , name = ''] = args.split(/\s+/);
      stages.push({ name, base, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`The Dockerfile has ${keyword} before its first FROM.`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

export function repositoryDockerfile(): Stage[] {
  return parseDockerfile(readFileSync(path.join(repositoryRoot, 'Dockerfile'), 'utf8'));
}

/** The arguments of an exec-form instruction (`CMD ["node", "x.ts"]`), or of a shell-form one split on spaces. */
export function words(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
}
