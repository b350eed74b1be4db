/**
 * Webhooks as a service of the app (`app.webhooks`), and the job that attempts each delivery
 * (docs/decisions/054-signed-webhooks-of-a-professional.md). Other modules emit their events through
 * `app.webhooks.emit`; booking emits its calls' events from the jobs that follow each change.
 */
import fp from 'fastify-plugin';
import { loadTokenKey, tokenVault } from '../../lib/token-vault.ts';
import { DELIVER_JOB, type DeliverJob } from './deliveries.ts';
import { type WebhooksService, webhooksService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService;
  }
}

export type WebhooksOptions = {
  /** The clock of the attempts and their schedule; tests set one to live through a day of failures. */
  now?: () => Date;
};

export default fp<WebhooksOptions>(
  async (app, options) => {
    const { config, db, jobs, mail } = app;
    const vault = tokenVault(await loadTokenKey(config.tokenEncryptionKey, config.dataDir));
    const webhooks = webhooksService({ db, config, jobs, mail, vault, ...(options.now && { now: options.now }) });
    app.decorate('webhooks', webhooks);
    // The job retries nothing itself: a failed attempt queues the next one at its time. pg-boss's
    // retries are for a process that died mid-attempt, which the attempt's count makes harmless.
    jobs.define<DeliverJob>(DELIVER_JOB, (job) => webhooks.attempt(job), { concurrency: 4 });
  },
  { name: 'webhooks', dependencies: ['config', 'database', 'jobs', 'mail'] },
);
