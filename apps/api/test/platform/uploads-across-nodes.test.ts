/**
 * Every byte a user gives us is in the database (issue 43, decision 049): on an operator's
 * PostgreSQL apart from the app, two app processes and a worker, a photo uploaded through one node
 * is served byte for byte by the other at the address the profile gives, an older install's photos
 * move into the database at start, a `pg_dump` restored into a new database serves them all from a
 * third node, and no node keeps an uploads folder.
 */
import { access, chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';
import { type Started, startProcess } from '../support/process.ts';
import { type SystemPostgres, startSystemPostgres } from '../support/system-postgres.ts';

const PASSWORD = 'a very long passphrase';
const started: Started[] = [];
const directories: string[] = [];
afterAll(async () => {
  for (const node of started) if (!node.hasExited()) node.child.kill('SIGKILL');
  await Promise.all(started.map((node) => node.exited));
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

async function dataDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hbw-node-'));
  await chmod(directory, 0o755);
  directories.push(directory);
  return directory;
}

type Node = { url: string; dataDir: string; process: Started };

/** An app process on `databaseUrl` with a data directory of its own, as one machine of several. */
async function startNode(databaseUrl: string, dataDir?: string): Promise<Node> {
  const port = await freePort();
  const directory = dataDir ?? (await dataDirectory());
  const node = startProcess('server.ts', [], { DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: directory });
  started.push(node);
  await node.waitForOutput('is ready at', 120_000);
  return { url: `http://127.0.0.1:${port}`, dataDir: directory, process: node };
}

async function register(node: Node, email: string): Promise<string> {
  const response = await fetch(`${node.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function photoOnProfile(node: Node, token: string): Promise<string> {
  const response = await fetch(`${node.url}/api/wizard-tool/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { user_information: { photo: string } } }).data.user_information.photo;
}

/** The bytes at `address` on `node`, after checking that they are served as a cacheable WebP image. */
async function served(node: Node, address: string): Promise<Buffer> {
  const response = await fetch(`${node.url}${address}`);
  expect(response.status, `${address} on ${node.url}`).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  return Buffer.from(await response.arrayBuffer());
}

const noUploadsFolder = (node: Node) => expect(access(path.join(node.dataDir, 'uploads'))).rejects.toThrow();

let postgres: SystemPostgres;
let databaseUrl: string;
beforeAll(async () => {
  postgres = await startSystemPostgres();
  databaseUrl = await postgres.createDatabase('hbw_nodes');
});

describe('photos on several nodes and in a backup', () => {
  it('serves a photo uploaded on one node from every other, and from a restored dump', async () => {
    const nodeA = await startNode(databaseUrl);
    const token = await register(nodeA, 'two.nodes@example.com');
    const form = new FormData();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${nodeA.url}/api/wizard-tool/profile/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const photo = await photoOnProfile(nodeA, token);
    expect(photo).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);
    const uploaded = await served(nodeA, photo);

    // An older install's node: its photo is a file in its own data directory, named by an old address.
    const oldToken = await register(nodeA, 'old.install@example.com');
    const oldId = 'an-older-installs-photo-id';
    const oldPhoto = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a27' } })
      .webp()
      .toBuffer();
    const oldDataDir = await dataDirectory();
    await mkdir(path.join(oldDataDir, 'uploads', 'photos'), { recursive: true });
    await writeFile(path.join(oldDataDir, 'uploads', 'photos', `${oldId}.webp`), oldPhoto);
    await postgres.client('psql', [
      '--no-psqlrc',
      '-v',
      'ON_ERROR_STOP=1',
      '-d',
      databaseUrl,
      '-c',
      `update users set photo = '/uploads/photos/${oldId}.webp' where email = 'old.install@example.com'`,
    ]);

    const nodeB = await startNode(databaseUrl, oldDataDir);
    expect(nodeB.process.output()).toContain(`Moved 1 photos from ${oldDataDir}/uploads into the database.`);
    const worker = startProcess('worker.ts', [], {
      DATABASE_URL: databaseUrl,
      DATA_DIR: await dataDirectory(),
      WORKER_PORT: String(await freePort()),
    });
    started.push(worker);
    await worker.waitForOutput('The worker answers', 120_000);

    expect(await photoOnProfile(nodeB, token)).toBe(photo);
    expect((await served(nodeB, photo)).equals(uploaded)).toBe(true);
    const movedPhoto = await photoOnProfile(nodeB, oldToken);
    expect(movedPhoto).toBe(`/api/uploads/${oldId}.webp`);
    expect((await served(nodeA, movedPhoto)).equals(oldPhoto)).toBe(true);
    // The image endpoint resizes the same stored bytes on any node, for the web app's pictures.
    const resized = await fetch(`${nodeB.url}/api/image?${new URLSearchParams({ url: photo, width: '320' })}`);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(320);

    // One backup holds everything: a dump restored into a new database, served by a third node.
    const dump = path.join(await dataDirectory(), 'backup.dump');
    await postgres.client('pg_dump', ['--format=custom', '--file', dump, databaseUrl]);
    const restoredUrl = await postgres.createDatabase('hbw_restored');
    await postgres.client('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dump]);
    const nodeC = await startNode(restoredUrl);
    expect((await served(nodeC, photo)).equals(uploaded)).toBe(true);
    expect((await served(nodeC, movedPhoto)).equals(oldPhoto)).toBe(true);

    for (const node of [nodeA, nodeB, nodeC]) await noUploadsFolder(node);
    for (const node of [nodeA, nodeB, nodeC]) node.process.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await Promise.all([nodeA, nodeB, nodeC].map((node) => node.process.exited))).toEqual([0, 0, 0]);
    expect(await worker.exited).toBe(0);
  }, 600_000);
});
