/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): a signed-in user registers one, anyone signs in with
 * one. Each challenge is ours, single use and short-lived; the origin and relying party are the
 * public URL's, so a passkey made for another site (or a page pretending to be us) is refused.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AccountsService, SessionContext } from '../accounts/index.ts';
import { type ChallengePurpose, passkeysRepository } from './repository.ts';

const CHALLENGE_MINUTES = 5;

export function passkeysService(deps: { db: Database; config: Config; accounts: AccountsService }) {
  const { db, config, accounts } = deps;
  const origin = config.publicUrl;
  const rpID = new URL(config.publicUrl).hostname;

  const store = passkeysRepository(db);
  const keepChallenge = (challenge: string, purpose: ChallengePurpose, userId: number | null) =>
    store.keepChallenge(challenge, purpose, userId, new Date(Date.now() + CHALLENGE_MINUTES * 60_000));

  const challengeOf = (clientDataJSON: string): string => {
    try {
      const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
      return typeof data.challenge === 'string' ? data.challenge : '';
    } catch {
      return '';
    }
  };

  return {
    async registrationOptions(userId: number) {
      const profile = await accounts.profile(userId);
      const existing = await store.ofUser(userId);
      const options = await generateRegistrationOptions({
        rpName: 'Homebuyer Wizard',
        rpID,
        userName: profile.email,
        userDisplayName: [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email,
        userID: new TextEncoder().encode(`user-${userId}`),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(options.challenge, 'register', userId);
      return options;
    },

    async register(userId: number, response: RegistrationResponseJSON, name: string) {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!(await store.useChallenge(challenge, 'register', userId))) {
        throw new HttpError(400, 'This passkey request has expired. Please try again.');
      }
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw new HttpError(400, 'This passkey could not be verified.');
      const { credential } = verification.registrationInfo;
      const created = await store.create({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: name || 'Passkey',
      });
      if (!created) throw new HttpError(409, 'This passkey is already registered.');
      return created;
    },

    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      await keepChallenge(options.challenge, 'sign_in', null);
      return options;
    },

    async signIn(response: AuthenticationResponseJSON, context: SessionContext) {
      const refused = new HttpError(401, 'This passkey could not sign you in.');
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!(await store.useChallenge(challenge, 'sign_in', null))) throw refused;
      const passkey = await store.byCredential(response.id);
      if (!passkey) throw refused;
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw refused;
      await store.used(passkey.id, verification.authenticationInfo.newCounter);
      return accounts.openSession(passkey.userId, context);
    },

    list(userId: number) {
      return store.list(userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await store.remove(userId, id))) throw notFound('There is no such passkey.');
    },
  };
}
