/**
 * How the app's processes log: JSON lines in production (and in tests, which read them), for a log
 * collector to parse; in development readable lines, for a person at a terminal, and one per request.
 * Fastify logs a request twice, as it comes and once answered, each entry holding the request or the
 * answer as an object: pretty-printed, that was fourteen lines per request (issue 40).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go: stdout, or a test's list of lines. */
export type LogDestination = { write(line: string): void };

/**
 * Each request as one entry once it is answered, `GET /marketplace 200 12.3 ms`: the path without its
 * query, which can carry a token (a content preview's).
 */
class OneEntryPerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Each JSON entry as one line of time, level and message (an error's stack below it), coloured in a terminal. */
async function readableLines(destination: LogDestination): Promise<LogDestination> {
  // Loaded only here: it takes a tenth of a second that a production start has no need to spend.
  const { prettyFactory } = await import('pino-pretty');
  const readable = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    // The request id is on the answer (x-request-id) and in production's entries; here it would be a second line.
    ignore: 'pid,hostname,reqId',
    colorize: 'isTTY' in destination && destination.isTTY === true,
  });
  return { write: (line) => destination.write(readable(line)) };
}

/**
 * Fastify's `logger` and `logController` options for the app's config, writing to `destination`;
 * without one, JSON goes to pino's own stdout, and readable lines to the process's.
 */
export async function loggingOptions(config: Config, destination?: LogDestination) {
  const logger = {
    level: config.logLevel,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["call-link"]',
      'res.headers["set-cookie"]',
    ],
  };
  if (config.env !== 'development') return { logger: destination ? { ...logger, stream: destination } : logger };
  return {
    logger: { ...logger, stream: await readableLines(destination ?? process.stdout) },
    logController: new OneEntryPerRequest(),
  };
}
