import type { MailMessage } from '../../plugins/app/mail.ts';

/** An endpoint was turned off (a day of failures, or 410 Gone): its owner must fix it and turn it on again. */
export function endpointDisabledMail(input: {
  email: string;
  url: string;
  reason: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.email,
    subject: 'A webhook endpoint of yours was turned off',
    text: [
      `We stopped sending events to ${input.url}: ${input.reason}`,
      'Events that happen while it is off are not sent to it.',
      '',
      `Once it answers again, turn it back on in your portal, where its deliveries are listed and can be sent again: ${input.publicUrl}/pro/directory-entry`,
      '',
      'Homebuyer Wizard',
    ].join('\n'),
  };
}
