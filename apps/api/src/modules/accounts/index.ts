/** The accounts module's front door: what other modules may use of it (`app.accounts` at run time). */
export { photoStore } from './photos.ts';
export { hashToken, newToken } from './secrets.ts';
export { type AccountsService, INVALID_CODE, type NewSession, type SessionContext } from './service.ts';
export { signedIn } from './session.ts';
export { moveUploadsFolderIn } from './uploads-folder.ts';
