/**
 * A real SMTP server that keeps what it receives, parsed: the mail sink of the integration and
 * browser tests. The app talks to it through SMTP_URL exactly as it would to a provider.
 */
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = Email & { raw: string; envelopeTo: string[] };

export type SmtpSink = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (new or already received) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * `keep: false` takes each message and keeps nothing (`messages` stays empty): the bench's sink,
 * standing for a provider on another machine, so that parsing thousands of mails does not take the
 * cores the app is measured on.
 */
export async function startSmtpSink({ keep = true }: { keep?: boolean } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (!keep) {
        stream.on('end', () => callback());
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await PostalMime.parse(raw);
        messages.push({ ...parsed, raw, envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms; received: ${messages.map((m) => m.subject).join(', ') || 'nothing'}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
