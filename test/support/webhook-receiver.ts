/**
 * A receiver of webhooks for the API and browser tests: a local HTTP server that keeps what it is sent, and the
 * receiver's check of a signature, written from the Standard Webhooks scheme and not taken from the app.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Delivery = { headers: http.IncomingHttpHeaders; body: string };

/** An HTTP server on this machine that keeps what it is sent and answers with the status it is told. */
export async function startReceiver() {
  const received: Delivery[] = [];
  let status = 204;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answerWith(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const header = (delivery: Delivery, name: string) => String(delivery.headers[name] ?? '');

/**
 * The receiver's check, written here from the Standard Webhooks scheme and not taken from the app:
 * the secret's bytes after `whsec_`, HMAC-SHA256 over `id.timestamp.body`, compared in constant time
 * with each `v1,` signature of the header; a timestamp more than five minutes from `nowSeconds` is refused.
 */
export function verifies(secret: string, delivery: Delivery, nowSeconds = Date.now() / 1000): boolean {
  const id = header(delivery, 'webhook-id');
  const timestamp = header(delivery, 'webhook-timestamp');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest();
  return header(delivery, 'webhook-signature')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
