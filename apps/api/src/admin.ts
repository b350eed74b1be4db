/**
 * `npm run admin -- <command>`: what the people who run the service do by hand, on the embedded database or on
 * DATABASE_URL. Every command goes through the same services as the app.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { roles } from '@hbw/contract';
import { HttpError } from './lib/http-error.ts';
import { describeHudImport, HudFileError, importHudIncomeLimits } from './modules/income-limits/index.ts';
import type { NewProfessional } from './modules/professionals/index.ts';
import { importCatalogue, readCatalogue } from './modules/programs/index.ts';
import { type Running, runMain, startApp, stopApp } from './process.ts';

type Command = {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string'; required: boolean }>;
  /** The names of the arguments given without an option, all required. */
  positionals?: string[];
  run(running: Running, values: Record<string, string>, positionals: string[]): Promise<void>;
};

const commands: Record<string, Command> = {
  'create-user': {
    usage: 'create-user --email <email> --password <password> --role <buyer|professional|admin>',
    summary: 'Creates an account that can sign in with this password.',
    options: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
      role: { type: 'string', required: true },
    },
    async run({ app }, values) {
      const user = await app.accounts.createUser({
        email: values.email ?? '',
        password: values.password ?? '',
        role: values.role as (typeof roles)[number],
      });
      console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    },
  },
  'list-users': {
    usage: 'list-users',
    summary: 'Lists every account with its role.',
    options: {},
    async run({ app }) {
      const users = await app.accounts.listUsers();
      if (users.length === 0) {
        console.log('No accounts yet. Create one with: npm run admin -- create-user ...');
        return;
      }
      console.table(
        users.map((user) => ({
          id: user.id,
          email: user.email,
          role: user.role,
          created: user.createdAt.toISOString(),
        })),
      );
    },
  },
  'create-professional': {
    usage:
      'create-professional --email <email> --password <password> --first-name <name> --last-name <name> --kind <lender|housing_counselor|real_estate_agent> --company <name> --states <TX,CA> [--nmls <id>] [--programs <slug,slug>]',
    summary:
      'Creates a professional who can sign in at /pro, takes calls on weekdays 9 AM to 5 PM until they change it, and takes part in the programs given.',
    options: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
      'first-name': { type: 'string', required: true },
      'last-name': { type: 'string', required: true },
      kind: { type: 'string', required: true },
      company: { type: 'string', required: true },
      states: { type: 'string', required: true },
      nmls: { type: 'string', required: false },
      programs: { type: 'string', required: false },
    },
    async run({ app }, values) {
      const list = (text: string | undefined) =>
        (text ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      const user = await app.accounts.createUser({
        email: values.email ?? '',
        password: values.password ?? '',
        role: 'professional',
      });
      await app.accounts.updateProfile(user.id, {
        first_name: values['first-name'] ?? null,
        last_name: values['last-name'] ?? null,
      });
      const professional = await app.professionals.create(user.id, {
        kind: values.kind as NewProfessional['kind'],
        company: values.company ?? '',
        nmlsId: values.nmls,
        states: list(values.states?.toUpperCase()) as NewProfessional['states'],
        programSlugs: list(values.programs),
      });
      console.log(`Created ${professional.kind} ${user.email} (professional ${professional.id}).`);
    },
  },
  'link-program': {
    usage: 'link-program --email <email> --program <program slug>',
    summary: 'Adds a program to those a professional takes calls about.',
    options: { email: { type: 'string', required: true }, program: { type: 'string', required: true } },
    async run({ app }, values) {
      const user = await app.accounts.findUser(values.email ?? '');
      if (!user) throw new HttpError(404, `There is no account with the email ${values.email}.`);
      await app.professionals.linkProgram(user.id, values.program ?? '');
      console.log(`${user.email} now takes calls about ${values.program}.`);
    },
  },
  'import-income-limits': {
    usage: 'import-income-limits <csv> [--source <text>]',
    summary:
      "Imports HUD's Section 8 income limits of a fiscal year (huduser.gov, saved as CSV), replacing that year's: all rows or, when one is refused, none.",
    options: { source: { type: 'string', required: false } },
    positionals: ['csv'],
    async run({ app }, values, [file = '']) {
      const text = await readFile(file, 'utf8').catch(() => {
        throw new HttpError(404, `There is no file ${file} to read.`);
      });
      const source = values.source ?? `HUD Section 8 income limits, huduser.gov, file ${path.basename(file)}`;
      try {
        const report = await importHudIncomeLimits(app.db, text, source);
        console.log(describeHudImport(report));
        if (report.refused.length > 0) process.exitCode = 1;
      } catch (error) {
        if (!(error instanceof HudFileError)) throw error;
        console.error(`${file} was not imported: ${error.message}`);
        process.exitCode = 1;
      }
    },
  },
  'import-programs': {
    usage: 'import-programs <file|folder>',
    summary:
      'Imports program catalogue files (content/programs/*.json, one file or a folder): creates new programs, updates changed ones (not those edited in the console), and refuses everything if any file is broken.',
    options: {},
    positionals: ['file|folder'],
    async run({ app }, _values, [target = '']) {
      const { files, problems } = await readCatalogue(target);
      const report = await importCatalogue(app.db, files, problems);
      if (report.refused.length > 0) {
        console.error(`Refused; nothing was imported:\n${report.refused.map((problem) => `  ${problem}`).join('\n')}`);
        process.exitCode = 1;
        return;
      }
      const list = (items: string[]) => (items.length ? `: ${items.join(', ')}` : '');
      console.log(`Created ${report.created.length}${list(report.created)}`);
      console.log(`Updated ${report.updated.length}${list(report.updated)}`);
      console.log(`Unchanged ${report.unchanged}`);
      if (report.kept.length) {
        console.log(`Edited in the console, file change not applied ${report.kept.length}${list(report.kept)}`);
      }
    },
  },
  'reset-password': {
    usage: 'reset-password --email <email> --password <password>',
    summary: 'Sets a new password for an account.',
    options: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
    },
    async run({ app }, values) {
      await app.accounts.resetPasswordFromCommandLine({ email: values.email ?? '', password: values.password ?? '' });
      console.log(`The password of ${values.email} is changed.`);
    },
  },
};

function usage(): string {
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    ...Object.values(commands).map((command) => `  ${command.usage}\n      ${command.summary}`),
  ].join('\n');
}

runMain(async () => {
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${usage()}` : usage());
    process.exit(name ? 1 : 0);
  }
  let values: Record<string, string>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: Boolean(command.positionals),
    }) as { values: Record<string, string>; positionals: string[] });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nUsage: npm run admin -- ${command.usage}`);
    process.exit(1);
  }
  const missing = [
    ...Object.entries(command.options)
      .filter(([option, spec]) => spec.required && !values[option])
      .map(([option]) => `--${option}`),
    ...(command.positionals ?? []).slice(positionals.length).map((name) => `<${name}>`),
  ];
  if (missing.length > 0) {
    console.error(`Missing ${missing.join(', ')}.\nUsage: npm run admin -- ${command.usage}`);
    process.exit(1);
  }

  const running = await startApp({ runJobs: false, logLevel: 'warn', serveWeb: false });
  try {
    await command.run(running, values, positionals);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const details = error.errors
      ? Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      : [error.message];
    console.error(details.join('\n'));
    process.exitCode = 1;
  } finally {
    await stopApp(running);
  }
});
