/**
 * Answers for calls that send, again and again, a list kept in memory (the slot grid, a
 * professional's booked starts). The first time a list is sent, `{ data: list }` goes through the
 * route's own serializer, which checks it against the response schema; after that the same bytes
 * are sent. Kept per list object, so a list that is replaced is serialized afresh and the old bytes
 * go with the old list. A list must never be changed after it is first sent.
 *
 * Bytes rather than text: Fastify measures a text's length in UTF-8 on every answer, and Node
 * encodes it again to write it (together 2 to 5 % of a slot list's CPU).
 */
import type { FastifyReply } from 'fastify';

export type SendKept = (reply: FastifyReply, list: object) => FastifyReply;

/** A sender for one route: its lists' bytes are kept apart from every other route's. */
export function keptAnswers(): SendKept {
  const sent = new WeakMap<object, Buffer>();
  return (reply, list) => {
    let bytes = sent.get(list);
    if (bytes === undefined) {
      const text = reply.serialize({ data: list });
      // Fastify's type allows any body; the zod serializer of our routes writes JSON text.
      if (typeof text !== 'string') throw new TypeError('A kept answer must serialize to text.');
      bytes = Buffer.from(text);
      sent.set(list, bytes);
    }
    return reply.type('application/json; charset=utf-8').send(bytes);
  };
}
