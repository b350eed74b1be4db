import type { MailMessage } from '../../plugins/app/mail.ts';
import type { ProviderName } from '../identity/index.ts';

/** A connected calendar refused our access (invalid_grant): its owner must connect it again. */
export function calendarDisconnectedMail(input: {
  email: string;
  provider: ProviderName;
  publicUrl: string;
}): MailMessage {
  const calendar = input.provider === 'google' ? 'Google calendar' : 'Microsoft calendar';
  return {
    to: input.email,
    subject: `Your ${calendar} is no longer connected to Homebuyer Wizard`,
    text: [
      `Your ${calendar} no longer accepts our access (you may have removed it, or changed your password).`,
      'Calls you book still get a meeting link in their confirmation, but they are not added to that calendar.',
      '',
      `Connect it again from your profile: ${input.publicUrl}/profile`,
      '',
      'Homebuyer Wizard',
    ].join('\n'),
  };
}
