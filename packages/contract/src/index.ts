import './messages.ts';

export * from './accounts.ts';
export * from './api.ts';
export * from './booking.ts';
export * from './content.ts';
export * from './fields.ts';
export * from './health.ts';
export * from './home-team.ts';
export * from './images.ts';
export * from './newsletter.ts';
export * from './professionals.ts';
export * from './profile.ts';
export * from './programs.ts';
export * from './questionnaire.ts';
export * from './routes.ts';
export * from './slot-grid.ts';
export * from './us-states.ts';
export * from './wallet.ts';
