/**
 * The image and the way to run it (issue 43), checked where no container can start: the Dockerfile
 * builds in one stage and runs from another with the production dependencies only, as a user who is
 * not root, with a health check on the liveness probe; compose.yaml runs PostgreSQL, two app nodes, a
 * worker and a proxy ending TLS, with settings the app accepts; and docs/operations.md gives an
 * operator every secret compose.yaml asks for.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { environmentVariables, loadConfig } from '../../src/config.ts';
import { type Instruction, repositoryDockerfile, repositoryRoot, type Stage, words } from '../support/dockerfile.ts';

const run = promisify(execFile);
const stages = repositoryDockerfile();
const runtime = stages.at(-1) as Stage;
const build = stages.find((stage) => stage.name === 'build') as Stage;
const of = (stage: Stage, keyword: string) => stage.instructions.filter((each) => each.keyword === keyword);
const last = (stage: Stage, keyword: string) => of(stage, keyword).at(-1) as Instruction;

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: unknown;
  healthcheck?: { test: string[] };
};
const composeText = readFileSync(path.join(repositoryRoot, 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const appNodes = services.filter(([, service]) => service.build !== undefined && service.command === undefined);
const workers = services.filter(([, service]) => service.command?.includes('apps/api/src/worker.ts'));
const operations = readFileSync(path.join(repositoryRoot, 'docs/operations.md'), 'utf8');

/** The shell blocks of docs/operations.md, as an operator would paste them (without the list's indent). */
const shellBlocks = [...operations.matchAll(/^( *)```sh\n([\s\S]*?)^\1```/gm)].map(([, indent = '', body = '']) =>
  body.replace(new RegExp(`^${indent}`, 'gm'), ''),
);

/** What `.env` holds once the walk-through's block that writes it has run, word for word. */
let operatorEnvironment: Record<string, string>;
beforeAll(async () => {
  const block = shellBlocks.find((body) => body.includes('cat > .env'));
  expect(block, 'docs/operations.md has the block that writes .env').toBeDefined();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hbw-operator-'));
  try {
    await run('bash', ['-euo', 'pipefail', '-c', block as string], { cwd: folder });
    const written = await readFile(path.join(folder, '.env'), 'utf8');
    operatorEnvironment = Object.fromEntries(
      [...written.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name as string, value as string]),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
const substituted = (value: string) =>
  value.replace(/\$\{([A-Z0-9_]+)[^}]*\}/g, (_, name: string) => operatorEnvironment[name] ?? `<no ${name}>`);

describe('the Dockerfile', () => {
  it('builds in a stage of its own and runs from another that takes only the build’s output', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime).not.toBe(build);
    const buildRuns = of(build, 'RUN').map((each) => each.args);
    expect(buildRuns).toContain('npm run build');
    const fromBuild = of(runtime, 'COPY').filter((each) => each.options.from === 'build');
    expect(fromBuild.map((each) => words(each.args)[0])).toEqual(['/app/apps/web/dist', '/app/apps/web/dist-server']);
  });

  it('installs the production dependencies only in the image that runs, without the build’s', () => {
    const installs = of(runtime, 'RUN').filter((each) => each.args.startsWith('npm '));
    expect(installs).toHaveLength(1);
    expect(words(installs[0]?.args ?? '').slice(0, 3)).toEqual(['npm', 'ci', '--omit=dev']);
    const copiedFromCheckout = of(runtime, 'COPY').filter((each) => each.options.from === undefined);
    expect(copiedFromCheckout.map((each) => words(each.args)[0])).not.toContain('.');
  });

  it('runs as a user who is not root, with a health check on the liveness probe', () => {
    const user = last(runtime, 'USER').args;
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const userAt = runtime.instructions.indexOf(last(runtime, 'USER'));
    expect(userAt).toBeGreaterThan(runtime.instructions.indexOf(last(runtime, 'RUN')));
    const healthcheck = last(runtime, 'HEALTHCHECK');
    expect(healthcheck.args).toMatch(/^CMD \[/);
    expect(healthcheck.args).toContain('/api/health/live');
    expect(words(last(runtime, 'CMD').args)).toEqual(['node', 'apps/api/src/server.ts']);
  });

  it('sets only variables the app reads, and settings the app accepts in production', () => {
    const environment = Object.fromEntries(
      of(runtime, 'ENV').flatMap((each) => each.args.split(/\s+/).map((pair) => pair.split('=') as [string, string])),
    );
    for (const name of Object.keys(environment)) expect(environmentVariables, name).toContain(name);
    expect(environment).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL, two app nodes, a worker and a reverse proxy', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(appNodes.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    expect(workers.map(([name]) => name)).toEqual(['worker']);
    expect(compose.services.proxy?.image).toMatch(/^caddy:/);
    expect(compose.services.proxy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it('sends requests through the proxy to both app nodes while they are ready', () => {
    const mounted = compose.services.proxy?.volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    const caddyfile = readFileSync(path.join(repositoryRoot, (mounted ?? '').split(':')[0] as string), 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000/);
    expect(caddyfile).toContain('health_uri /api/health/ready');
    expect(compose.services.proxy?.environment).toHaveProperty('SITE_ADDRESS');
  });

  it('gives every node settings the app accepts in production, behind the proxy, on the compose PostgreSQL', () => {
    for (const [name, service] of [...appNodes, ...workers]) {
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, substituted(String(value))]),
      );
      for (const key of Object.keys(environment)) expect(environmentVariables, `${name} ${key}`).toContain(key);
      const config = loadConfig(environment);
      expect(config, name).toMatchObject({ production: true, trustProxy: true, host: '0.0.0.0' });
      expect(new URL(config.databaseUrl ?? '').host, name).toBe('postgres:5432');
      expect(config.runJobs, name).toBe(workers.some(([worker]) => worker === name));
    }
    // The worker listens on WORKER_PORT, not PORT: the image's health check is replaced by one on that port.
    expect(workers[0]?.[1].environment?.WORKER_PORT).toBe('3001');
    expect(workers[0]?.[1].healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3001/api/health/live');
  });

  it('asks for secrets that the walk-through in docs/operations.md has the operator write into .env', () => {
    const asked = [...composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map(([, name]) => name as string);
    expect(asked.length).toBeGreaterThan(0);
    for (const name of new Set(asked)) expect(Object.keys(operatorEnvironment), name).toContain(name);
  });
});
