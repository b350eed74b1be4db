import { describe, expect, it } from 'vitest';
import { serializedOncePerData } from './serialized-once.ts';

/** A serializer that counts its work, as the route's real one (validate, then stringify) would do it. */
function countingSerializer() {
  const calls: unknown[] = [];
  const compile = serializedOncePerData<null>(() => (payload: unknown) => {
    calls.push(payload);
    return JSON.stringify(payload);
  });
  return { serialize: compile({ schema: null, method: 'GET', url: '/slots', httpStatus: '200' }), calls };
}

describe('serializedOncePerData', () => {
  it('sends the text of a list it has serialized before, in a new envelope, without serializing again', () => {
    const { serialize, calls } = countingSerializer();
    const list = [{ id: 1 }, { id: 2 }];
    expect(serialize({ data: list })).toBe('{"data":[{"id":1},{"id":2}]}');
    expect(serialize({ data: list })).toBe('{"data":[{"id":1},{"id":2}]}');
    expect(calls).toHaveLength(1);
  });

  it('serializes a list that replaced it afresh, even with the same content', () => {
    const { serialize, calls } = countingSerializer();
    serialize({ data: [{ id: 1 }] });
    expect(serialize({ data: [{ id: 3 }] })).toBe('{"data":[{"id":3}]}');
    serialize({ data: [{ id: 1 }] });
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['a message', { message: 'Unauthenticated.' }],
    ['data that is not an object', { data: 'text' }],
    ['data that is null', { data: null }],
  ])('serializes %s every time', (_, payload) => {
    const { serialize, calls } = countingSerializer();
    serialize(payload);
    serialize(payload);
    expect(calls).toHaveLength(2);
  });
});
