/**
 * Which compression an answer goes out in, and the compressed copies of the app's page, which is
 * sent again and again. Files of the web app are compressed once at build
 * (`vite-plugin-compression2`), other answers on the fly by `@fastify/compress` (`plugins/app/compression.ts`).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export type Coding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const CODINGS: Coding[] = ['br', 'gzip'];
/** Browsers send a handful of distinct Accept-Encoding values; each is negotiated once. */
const chosen = new Map<string, Coding | undefined>();
const MAX_REMEMBERED = 64;

/** The coding the client asked for, brotli first; undefined when it asked for neither (or for none). */
export function chooseCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  // `*` accepts any coding not named; negotiate() reads it as it should.
  const coding = negotiate(acceptEncoding.toLowerCase(), CODINGS) as Coding | null;
  if (chosen.size >= MAX_REMEMBERED) chosen.clear();
  chosen.set(acceptEncoding, coding ?? undefined);
  return coding ?? undefined;
}

export type EncodedCopies = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Levels for bytes compressed for one answer: brotli 4 is about as small as gzip 9 at a fraction of its cost. */
export const QUICK_LEVELS = { brotli: 4, gzip: 6 };

/**
 * Bytes and their brotli and gzip copies. Bytes sent unchanged for the life of a process (the app's
 * page, a cached rendered page) get the highest levels: made once, so the effort is worth it; bytes
 * sent once (`quick`), the quick levels. Small bytes get no copies.
 */
export function encodedCopies(bytes: Buffer, effort: 'best' | 'quick' = 'best'): EncodedCopies {
  if (bytes.length < COMPRESS_THRESHOLD) return { identity: bytes };
  const quick = effort === 'quick';
  return {
    identity: bytes,
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quick ? QUICK_LEVELS.brotli : constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(bytes, { level: quick ? QUICK_LEVELS.gzip : 9 }),
  };
}
