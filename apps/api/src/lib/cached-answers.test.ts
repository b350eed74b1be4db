import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cachedAnswers } from './cached-answers.ts';

/** A route that answers whichever list `current` holds, with a serializer that counts its work. */
async function routeAnswering(current: { list: readonly object[] }) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  let serialized = 0;
  app.setSerializerCompiler((route) => {
    // Fastify types the compiler's route by any schema; these routes' schemas are zod's.
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (payload) => {
      serialized += 1;
      return serialize(payload);
    };
  });
  const send = cachedAnswers();
  app.get(
    '/slots',
    { schema: { response: { 200: z.object({ data: z.array(z.object({ id: z.number() })) }) } } },
    async (_request, reply) => send(reply, current.list),
  );
  await app.ready();
  return {
    get: (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/slots', headers }),
    serialized: () => serialized,
  };
}

describe('cachedAnswers', () => {
  it('sends a list it has sent before as the same JSON, without serializing it again', async () => {
    const route = await routeAnswering({ list: [{ id: 1 }, { id: 2 }] });
    const first = await route.get();
    const second = await route.get();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(route.serialized()).toBe(1);
  });

  it('serializes a list that replaced it afresh, even with the same content', async () => {
    const current = { list: [{ id: 1 }] as readonly object[] };
    const route = await routeAnswering(current);
    await route.get();
    current.list = [{ id: 3 }];
    expect((await route.get()).json()).toEqual({ data: [{ id: 3 }] });
    current.list = [{ id: 1 }];
    await route.get();
    expect(route.serialized()).toBe(3);
  });

  it('sends a list of 1 kB or more, once it is sent again, compressed to a client that asks, the same bytes each time', async () => {
    const route = await routeAnswering({ list: Array.from({ length: 200 }, (_, index) => ({ id: index })) });
    // The first time a list goes out it is sent as it is: it may never be sent again.
    const plain = await route.get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await route.get({ 'accept-encoding': 'gzip, deflate, br' });
    const second = await route.get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(route.serialized()).toBe(1);
  });

  it('sends a small list as it is, whatever the client accepts', async () => {
    const route = await routeAnswering({ list: [{ id: 1 }] });
    const answer = await route.get({ 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
  });

  it('keeps a list it has sent from being changed, so that its bytes stay true', async () => {
    const list = [{ id: 1 }, { id: 2 }];
    const route = await routeAnswering({ list });
    const before = await route.get();
    expect(() => list.push({ id: 3 })).toThrow(TypeError);
    expect(() => {
      (list[0] as { id: number }).id = 9;
    }).toThrow(TypeError);
    expect(list).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await route.get()).body).toBe(before.body);
  });

  it('checks a list against the response schema before it is cached', async () => {
    const route = await routeAnswering({ list: [{ id: 'one' }] });
    expect((await route.get()).statusCode).toBe(500);
  });
});
