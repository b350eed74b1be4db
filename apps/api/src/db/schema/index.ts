/** The database schema: one module per domain, gathered here for Drizzle and drizzle-kit. */
export * from './accounts.ts';
export * from './api-keys.ts';
export * from './booking.ts';
export * from './console.ts';
export * from './identity.ts';
export * from './income-limits.ts';
export * from './leads.ts';
export * from './newsletter.ts';
export * from './platform.ts';
export * from './programs.ts';
export * from './webhooks.ts';
export * from './wizard.ts';
