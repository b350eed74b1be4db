/**
 * Tells the lead-automation service (LEAD_WEBHOOK_URL) about a new registration, as a background job
 * that retries until the service answers 2xx. The body is signed like Stripe's webhooks:
 * `X-Homebuyer-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with LEAD_WEBHOOK_SECRET>`.
 */
import { createHmac } from 'node:crypto';

export type Lead = { email: string; mobile_number: string | null };

export function signWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function deliverLead(lead: Lead, webhook: { url: string; secret: string }): Promise<void> {
  const body = JSON.stringify({ email: lead.email, mobile_number: lead.mobile_number });
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-homebuyer-signature': signWebhook(body, webhook.secret) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The lead webhook answered ${response.status}.`);
}
