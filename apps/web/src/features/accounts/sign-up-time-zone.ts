/**
 * The zone an account is made with: the browser's, which the buyer can change on their profile.
 * It is read from `lib/call-time` when the sign-up is sent, not imported with the sign-up pages:
 * that module imports the contract's index, and with it zod and the schemas, which these pages
 * load only at their first check (decision 037).
 */
export async function signUpTimeZone(): Promise<string> {
  const { browserTimeZone } = await import('@/lib/call-time');
  return browserTimeZone();
}
