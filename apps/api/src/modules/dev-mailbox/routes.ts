/**
 * The development mailbox: without SMTP_URL (and never in production) mail is kept in the database
 * and read here, so a newcomer can register and read their code with no mail server.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { devMailboxRepository } from './repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Escapes the text and turns its web addresses into links (codes and reset links are clickable). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Development mailbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111827}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb}
pre{white-space:pre-wrap;background:#f3f4f6;padding:1rem;border-radius:.5rem}a{color:#15803d}
</style></head><body>${body}</body></html>`;
}

const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const routeOptions = { schema: { hide: true }, config: { rateLimit: false } } as const;
  const mailbox = devMailboxRepository(app.db);

  app.get('/dev/mailbox', routeOptions, async (_request, reply) => {
    const messages = await mailbox.latest(200);
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${message.createdAt.toLocaleString('en-US')}</td><td>${escapeHtml(message.to.join(', '))}</td><td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
      )
      .join('');
    const body = `<h1>Development mailbox</h1>
<p>Mail the app would have sent. Set SMTP_URL to send it for real.</p>
${messages.length === 0 ? '<p>No mail yet. Subscribe to the newsletter or sign up, then reload this page.</p>' : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Inbox', body));
  });

  app.get(
    '/dev/mailbox/:id',
    { ...routeOptions, schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const message = await mailbox.find(request.params.id);
      if (!message) throw notFound('There is no such message.');
      const body = `<p><a href="/dev/mailbox">← All mail</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<p>From ${escapeHtml(message.from)}<br>To ${escapeHtml(message.to.join(', '))}<br>${message.createdAt.toLocaleString('en-US')}</p>
<pre>${linkify(message.text ?? '')}</pre>
<details><summary>Raw message</summary><pre>${escapeHtml(message.raw)}</pre></details>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(message.subject, body));
    },
  );
};

export default devMailboxRoutes;
