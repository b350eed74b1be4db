/**
 * Response serialization for calls that answer, again and again, with a list kept in memory (the
 * slot grid, a professional's booked starts): an envelope `{ data }` whose `data` is an object already serialized is sent as the same
 * text, without validating and stringifying it again. Kept per object, so a list that is replaced
 * is serialized afresh and the old text goes with the old list. The data must never be changed
 * after it is first answered.
 */
import type { FastifySerializerCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';

export function serializedOncePerData<Schema>(
  compile: FastifySerializerCompiler<Schema>,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Fastify types a route's compiler by the route's whole schema, but calls it with one response schema.
    const serialize = compile(route as FastifyRouteSchemaDef<Schema>);
    const sent = new WeakMap<object, string>();
    return (payload) => {
      const data = (payload as { data?: unknown } | null)?.data;
      if (typeof data !== 'object' || data === null) return serialize(payload);
      let text = sent.get(data);
      if (text === undefined) {
        text = serialize(payload);
        sent.set(data, text);
      }
      return text;
    };
  };
}
