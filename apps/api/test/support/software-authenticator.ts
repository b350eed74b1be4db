/**
 * A passkey in software, as the WebAuthn Level 3 specification lays out what an authenticator
 * returns: an ES256 key, "none" attestation, and assertions signed over the authenticator data and
 * the hash of the client data. It lets API tests create and use passkeys, and forge the answers an
 * attacker would send (another origin, a replayed assertion).
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** The public key as a COSE_Key map (kty EC2, alg ES256, crv P-256, x, y). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
}

/** A public-key credential as the browser hands it to the page, with this authenticator's response. */
function credential(id: Buffer, response: Record<string, unknown>) {
  return { id: base64url(id), rawId: base64url(id), type: 'public-key', clientExtensionResults: {}, response };
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  #signCount = 0;

  /** The browser's answer to `navigator.credentials.create` with these options. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(this.credentialId.length);
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
      uint32(this.#signCount),
      Buffer.alloc(16), // AAGUID: none for a software key
      credentialIdLength,
      this.credentialId,
      coseKey(this.#keys.publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authenticatorData)],
      ]),
    );
    return credential(this.credentialId, {
      clientDataJSON: base64url(Buffer.from(clientDataJSON)),
      attestationObject: base64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** The browser's answer to `navigator.credentials.get` with these options. */
  authenticate(options: { challenge: string; rpId?: string }, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    this.#signCount += 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }));
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      uint32(this.#signCount),
    ]);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.#keys.privateKey);
    return credential(this.credentialId, {
      clientDataJSON: base64url(clientDataJSON),
      authenticatorData: base64url(authenticatorData),
      signature: base64url(signature),
      userHandle: null,
    });
  }
}
