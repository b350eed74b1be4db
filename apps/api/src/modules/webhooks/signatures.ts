/**
 * Signing a delivery as the Standard Webhooks specification says (docs/decisions/054-signed-webhooks-of-a-professional.md):
 * a secret per endpoint, `whsec_` and 32 random bytes in base64; the signed content
 * `<webhook-id>.<webhook-timestamp>.<body>`; HMAC-SHA256 with the secret's bytes, sent as
 * `v1,<base64>`, one signature per secret that still signs, separated by spaces.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret, as it is shown once to its owner. */
export function mintSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A new `webhook-id`: the same on every attempt of the delivery, with no full stop in it. */
export function mintMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The `v1,<base64>` signature of one delivery attempt with one secret. */
export function signatureOf(secret: string, messageId: string, timestamp: number, body: string): string {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_.');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one attempt, signed with each secret given (the current one first). */
export function signedHeaders(
  secrets: string[],
  messageId: string,
  attemptedAt: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(attemptedAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, messageId, timestamp, body)).join(' '),
  };
}
