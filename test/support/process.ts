/**
 * Runs one of the app's entry points as a real process, as a deployment would, keeping what it
 * prints so that a failing test can show it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

export type Started = {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output contains the text; rejects if the process ends first. */
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
  hasExited(): boolean;
};

/** Starts `node <entry> <args>` with only PATH, HOME and the given variables in its environment. */
export function startProcess(
  entry: string,
  args: string[],
  environment: Record<string, string>,
  cwd?: string,
): Started {
  const child = spawn(process.execPath, [entry, ...args], {
    ...(cwd ? { cwd } : {}),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ended = false;
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );

  return {
    child,
    output: () => output,
    exited,
    hasExited: () => ended,
    waitForOutput(text, timeoutMs = 60_000) {
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`Timed out waiting for ${text}; output:\n${output}`)),
          timeoutMs,
        );
        const check = () => found() && finish();
        const finish = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        exited.then(
          () => !found() && finish(new Error(`The process ended before printing ${text}; output:\n${output}`)),
        );
        check();
      });
    },
  };
}

/** Runs a command to its end and returns its exit code and everything it printed. */
export async function runProcess(entry: string, args: string[], environment: Record<string, string>, cwd?: string) {
  const started = startProcess(entry, args, environment, cwd);
  const code = await started.exited;
  return { code, output: started.output() };
}
