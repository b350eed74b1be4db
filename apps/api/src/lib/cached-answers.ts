/**
 * Answers for calls that send, again and again, a list cached in memory (the slot grid, a
 * professional's booked starts). The first time a list is sent, `{ data: list }` goes through the
 * route's own serializer, which checks it against the response schema; after that the same bytes
 * are sent. Cached per list object, so a list that is replaced is serialized afresh and the old bytes
 * go with the old list. A list must never be changed after it is first sent, so it is frozen then,
 * with its items (flat objects): a change throws instead of leaving the bytes telling something else.
 *
 * Bytes rather than text: Fastify measures a text's length in UTF-8 on every answer, and Node
 * encodes it again to write it (a share of a slot list's CPU that decision 021 gives). A client that
 * accepts brotli or gzip gets a compressed copy, cached with the bytes, so a list is compressed once rather
 * than on every answer (these routes have no `@fastify/compress` hook). The copy is made when a list
 * is sent again: compressing costs about as much CPU as a whole cached answer, and a list sent once
 * (the caches had moved on) would pay it for nothing.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD, type Coding, chooseCoding, type EncodedCopies } from './content-coding.ts';

export type SendCached = (reply: FastifyReply, list: readonly object[]) => FastifyReply;

/** Quick levels: a list is replaced whenever a booking changes it. */
const compress: Record<Coding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};

/** A sender for one route: its lists' bytes are cached apart from every other route's. */
export function cachedAnswers(): SendCached {
  const sent = new WeakMap<object, EncodedCopies>();
  return (reply, list) => {
    let cached = sent.get(list);
    let again = true;
    if (cached === undefined) {
      again = false;
      const text = reply.serialize({ data: list });
      // Fastify's type allows any body; the zod serializer of our routes writes JSON text.
      if (typeof text !== 'string') throw new TypeError('A cached answer must serialize to text.');
      cached = { identity: Buffer.from(text) };
      for (const item of list) Object.freeze(item);
      sent.set(Object.freeze(list), cached);
    }
    reply.type('application/json; charset=utf-8');
    if (cached.identity.length < COMPRESS_THRESHOLD) return reply.send(cached.identity);
    reply.header('vary', 'accept-encoding');
    const coding = chooseCoding(reply.request.headers['accept-encoding']);
    if (coding === undefined || !again) return reply.send(cached.identity);
    cached[coding] ??= compress[coding](cached.identity);
    return reply.header('content-encoding', coding).send(cached[coding]);
  };
}
