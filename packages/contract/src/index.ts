import './messages.ts';

export * from './accounts.ts';
export * from './api.ts';
export * from './fields.ts';
export * from './health.ts';
export * from './newsletter.ts';
export * from './profile.ts';
export * from './routes.ts';
export * from './us-states.ts';
