/** The API keys module's front door: what other modules may use of it (`app.apiKeys` and its hooks at run time). */
export type { KeyHolder } from './plugin.ts';
export type { ApiKeysService } from './service.ts';
