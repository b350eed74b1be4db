/**
 * The image's steps, carried out without a container (issue 43): each stage of the Dockerfile runs
 * in a clean folder of its own, its COPY taking the checkout's files less those `.dockerignore`
 * leaves out (or a file of an earlier stage), its npm commands run as written, with npm's cache
 * preferred to the registry. Then the last stage's CMD starts the app against a PostgreSQL of its
 * own, in production, and it must become ready. A production install that needs a development
 * dependency fails here: the last stage has none of them.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, cp, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import * as processes from '../../../../test/support/process.ts';
import { freePort } from '../../src/db/embedded.ts';
import { repositoryDockerfile, repositoryRoot, type Stage, words } from '../support/dockerfile.ts';
import { startSystemPostgres } from '../support/system-postgres.ts';
import { eventually } from '../support/test-app.ts';

const run = promisify(execFile);
/** The image's working directory: every stage's WORKDIR, and where `COPY --from` finds a stage's files. */
const IMAGE_ROOT = '/app';

const folders: string[] = [];
const started: processes.Started[] = [];
afterAll(async () => {
  for (const node of started) if (!node.hasExited()) node.child.kill('SIGKILL');
  await Promise.all(started.map((node) => node.exited));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** `.dockerignore` as a test of a path relative to the checkout; it holds `**\/<name>` lines and paths. */
async function ignoredByDocker(): Promise<(relative: string) => boolean> {
  const patterns = (await readFile(path.join(repositoryRoot, '.dockerignore'), 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const glob = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  const anywhere = patterns.filter((pattern) => pattern.startsWith('**/')).map((pattern) => glob(pattern.slice(3)));
  const rooted = patterns.filter((pattern) => !pattern.startsWith('**/'));
  for (const pattern of rooted) expect(pattern, `.dockerignore line ${pattern}`).toMatch(/^[\w.-]+(\/[\w.-]+)*$/);
  return (relative) =>
    relative.split(path.sep).some((segment) => anywhere.some((pattern) => pattern.test(segment))) ||
    rooted.some((pattern) => relative === pattern || relative.startsWith(`${pattern}/`));
}

/** The settings by which this machine reaches npm's registry, passed to the stages' npm commands. */
const registryAccess = [
  'NODE_EXTRA_CA_CERTS',
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'https_proxy',
  'http_proxy',
  'no_proxy',
  'npm_config_registry',
  'npm_config_cafile',
  'npm_config_strict_ssl',
  'npm_config_proxy',
  'npm_config_https_proxy',
];

/** Carries out one stage in `folder`: its COPY, its ENV, its npm commands and the folders it makes. */
async function runStage(stage: Stage, folder: string, earlier: Map<string, string>): Promise<Record<string, string>> {
  const ignored = await ignoredByDocker();
  const environment: Record<string, string> = {};
  const inImage = (target: string) => path.join(folder, path.relative(IMAGE_ROOT, path.resolve(IMAGE_ROOT, target)));
  for (const { keyword, options, args } of stage.instructions) {
    if (keyword === 'WORKDIR') {
      expect(args).toBe(IMAGE_ROOT);
    } else if (keyword === 'ENV') {
      for (const pair of args.split(/\s+/)) {
        const [name = '', value = ''] = pair.split('=');
        environment[name] = value;
      }
    } else if (keyword === 'COPY') {
      const parts = words(args);
      const destination = parts.pop() as string;
      for (const source of parts) {
        const from = options.from === undefined ? undefined : earlier.get(options.from);
        if (options.from !== undefined) expect(from, `the stage ${options.from}`).toBeDefined();
        const origin = from ? path.join(from, path.relative(IMAGE_ROOT, source)) : path.join(repositoryRoot, source);
        const isFolder = (await stat(origin)).isDirectory();
        const target =
          !isFolder && (destination.endsWith('/') || parts.length > 1)
            ? path.join(inImage(destination), path.basename(source))
            : inImage(destination);
        await cp(origin, target, {
          recursive: true,
          filter: (file) => from !== undefined || !ignored(path.relative(repositoryRoot, file)),
        });
      }
    } else if (keyword === 'RUN' && args.startsWith('npm ')) {
      await run('sh', ['-c', args], {
        cwd: folder,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.homedir(),
          // How this machine reaches the registry (its certificates, its proxy, its registry), as a
          // build host's would be set; then the warm cache first, the registry only for what it lacks.
          ...Object.fromEntries(
            registryAccess.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
          ),
          npm_config_prefer_offline: 'true',
          ...environment,
        },
        maxBuffer: 64 * 1024 * 1024,
      });
    } else if (keyword === 'RUN') {
      // The only other step an image stage takes: the data folder, made and given to the app's user.
      const made = /^mkdir -p (\S+) && chown [\w:]+ \1$/.exec(args);
      expect(made, `a RUN this test knows how to carry out: ${args}`).not.toBeNull();
      await mkdir(inImage(made?.[1] as string), { recursive: true });
    } else {
      expect(['USER', 'EXPOSE', 'HEALTHCHECK', 'CMD'], `an instruction this test knows: ${keyword}`).toContain(keyword);
    }
  }
  return environment;
}

/**
 * The commands docs/operations.md runs in a service's container (`docker compose exec [-T] <service>
 * <command>`), as the shell would split them: quotes group words and are dropped.
 */
function walkThroughCommandsIn(service: string): string[][] {
  const operations = readFileSync(path.join(repositoryRoot, 'docs/operations.md'), 'utf8');
  const commands = [...operations.matchAll(/^ *docker compose exec (?:-T )?([\w-]+) (.+)$/gm)]
    .filter(([, name]) => name === service)
    .map(([, , command = '']) => command);
  expect(commands, `docs/operations.md runs a command in ${service}`).not.toHaveLength(0);
  return commands.map((command) =>
    [...command.matchAll(/'([^']*)'|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare ?? ''),
  );
}

describe('the production install (the Dockerfile without a container)', () => {
  it('builds, installs the production dependencies only, and starts ready on a separate PostgreSQL', async () => {
    const postgres = await startSystemPostgres();
    const databaseUrl = await postgres.createDatabase('hbw_production');
    const stages = repositoryDockerfile();
    const done = new Map<string, string>();
    let environment: Record<string, string> = {};
    let runtime = '';
    for (const stage of stages) {
      const folder = await mkdtemp(path.join(os.tmpdir(), `hbw-image-${stage.name}-`));
      folders.push(folder);
      environment = await runStage(stage, folder, done);
      done.set(stage.name, folder);
      runtime = folder;
    }

    // No development dependency came with it: not the build's tools, not the tests'.
    for (const tool of ['vite', 'vitest', 'typescript', '@biomejs/biome', 'drizzle-kit', '@playwright/test']) {
      await expect(access(path.join(runtime, 'node_modules', tool)), tool).rejects.toThrow();
    }

    const [program, entry, ...args] = words(
      (stages.at(-1) as Stage).instructions.find((each) => each.keyword === 'CMD')?.args ?? '',
    );
    expect(program).toBe('node');
    const port = await freePort();
    // What a node of compose.yaml holds in its environment.
    const nodeEnvironment = {
      ...environment,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(runtime, 'data'),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      BOT_CHECK: 'off',
      LOG_LEVEL: 'warn',
    };
    const server = processes.startProcess(path.join(runtime, entry as string), args, nodeEnvironment, runtime);
    started.push(server);
    await server.waitForOutput('is ready at', 180_000);
    await eventually(async () => {
      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
    });
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);

    // The walk-through's command run in an app node (`docker compose exec app-1 <command>`), word for
    // word, in the installed app with the node's settings: the first console account, which signs in.
    const [node, script, ...scriptArgs] = walkThroughCommandsIn('app-1')[0] ?? [];
    expect(node).toBe('node');
    const made = await processes.runProcess(path.join(runtime, script as string), scriptArgs, nodeEnvironment, runtime);
    expect(made.code, made.output).toBe(0);
    const option = (name: string) => scriptArgs[scriptArgs.indexOf(name) + 1];
    const signIn = await fetch(`http://127.0.0.1:${port}/api/wizard-tool/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: option('--email'), password: option('--password') }),
    });
    expect(signIn.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 900_000);
});
