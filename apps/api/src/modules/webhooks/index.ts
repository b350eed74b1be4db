/** The webhooks module's front door: what other modules may use of it (`app.webhooks` at run time). */
export type { WebhookEvent } from './deliveries.ts';
export type { WebhooksService } from './service.ts';
