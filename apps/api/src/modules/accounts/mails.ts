/** The emails of accounts, written for the person reading them. */
import { OTP_LIFETIME_MINUTES, type OtpPurpose } from '@hbw/contract';
import type { MailMessage } from '../../plugins/app/mail.ts';

const signature = ['', 'Homebuyer Wizard', 'If you did not ask for this, you can ignore this email: nothing changes.'];

export function codeMail(input: {
  email: string;
  purpose: OtpPurpose | 'confirm_identity';
  code: string;
  /** Whether an account has this email: a code only helps when it matches the purpose. */
  exists: boolean;
  publicUrl: string;
  /** For `confirm_identity`: the provider the person is signing in with. */
  providerLabel?: string | undefined;
}): MailMessage {
  const { email, purpose, code, exists, publicUrl } = input;
  if (purpose === 'confirm_identity') {
    const provider = input.providerLabel ?? 'another service';
    return {
      to: email,
      subject: `${code} is your Homebuyer Wizard code`,
      text: [
        `Someone, probably you, is signing in to Homebuyer Wizard with a ${provider} account that gives this email address.`,
        `${provider} does not confirm to us that the address is theirs, so we ask you.`,
        '',
        `Your code to confirm it: ${code}`,
        '',
        `It works once, for the next ${OTP_LIFETIME_MINUTES} minutes. Never share it: we will never ask you for it.`,
        'If this was not you, ignore this mail: without the code nobody can use your address with us.',
        ...signature,
      ].join('\n'),
    };
  }
  if (purpose === 'register' && exists) {
    return {
      to: email,
      subject: 'You already have a Homebuyer Wizard account',
      text: [
        'Someone, probably you, asked to create a Homebuyer Wizard account with this email address.',
        'You already have one, so no new account is needed.',
        '',
        `Sign in here: ${publicUrl}/login`,
        `Forgot your password? Reset it here: ${publicUrl}/forgot-password`,
        ...signature,
      ].join('\n'),
    };
  }
  if (purpose === 'login' && !exists) {
    return {
      to: email,
      subject: 'Sign-in code requested for Homebuyer Wizard',
      text: [
        'Someone, probably you, asked for a code to sign in to Homebuyer Wizard with this email address,',
        'but there is no account with it yet.',
        '',
        `Create your free account here: ${publicUrl}/signup`,
        ...signature,
      ].join('\n'),
    };
  }
  const action = purpose === 'register' ? 'finish creating your account' : 'sign in';
  return {
    to: email,
    subject: `${code} is your Homebuyer Wizard code`,
    text: [
      `Your code to ${action}: ${code}`,
      '',
      `It works once, for the next ${OTP_LIFETIME_MINUTES} minutes. Never share it: we will never ask you for it.`,
      ...signature,
    ].join('\n'),
  };
}

export function passwordResetMail(input: { email: string; link: string; minutes: number }): MailMessage {
  return {
    to: input.email,
    subject: 'Reset your Homebuyer Wizard password',
    text: [
      'Someone, probably you, asked to reset the password of your Homebuyer Wizard account.',
      '',
      `Choose a new password here: ${input.link}`,
      '',
      `The link works once, within ${input.minutes} minutes. Resetting your password signs you out everywhere.`,
      ...signature,
    ].join('\n'),
  };
}

export function invitationMail(input: { email: string; firstName: string; role: string; link: string; days: number }) {
  return {
    to: input.email,
    subject: 'You are invited to take calls on Homebuyer Wizard',
    text: [
      `Hello ${input.firstName},`,
      '',
      `You are invited to Homebuyer Wizard as a ${input.role}: home buyers will book calls with you about the programs you take part in.`,
      '',
      `Choose your password here: ${input.link}`,
      '',
      `The link works once, within ${input.days} days. Then sign in at the professionals' portal to set the hours you take calls in.`,
      '',
      'Homebuyer Wizard',
    ].join('\n'),
  } satisfies MailMessage;
}
