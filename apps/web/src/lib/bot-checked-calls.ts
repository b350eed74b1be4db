/**
 * The calls the server's bot check guards (apps/api/src/plugins/app/bot-check.ts), by path, with the
 * action reCAPTCHA scores them under. Apart from bot-check.ts so that only these calls load it.
 */
const checkedCalls: Record<string, string> = {
  'wizard-tool/generate-otp': 'generate_otp',
  'wizard-tool/register': 'register',
  register: 'register',
  'wizard-tool/login': 'login',
  'wizard-tool/login-with-code': 'login',
  'password/verify-email': 'forgot_password',
};

/** The action of a checked call, or undefined for a call the server does not check. */
export function botCheckAction(path: string): string | undefined {
  return checkedCalls[path.split('?')[0] ?? ''];
}
