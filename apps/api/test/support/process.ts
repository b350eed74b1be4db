/** Runs the app's own entry points as real processes, as an operator would. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const apiRoot = path.resolve(import.meta.dirname, '../..');

export type Started = {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output contains the text; rejects if the process ends first. */
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
};

export function startProcess(entry: string, args: string[], environment: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(apiRoot, 'src', entry), ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return {
    child,
    output: () => output,
    exited,
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
export async function runProcess(entry: string, args: string[], environment: Record<string, string>) {
  const started = startProcess(entry, args, environment);
  const code = await started.exited;
  return { code, output: started.output() };
}
