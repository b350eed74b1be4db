/**
 * V8 settings of the server process. `server.ts` imports this module before any other, so the
 * settings hold before the app's code is first run (the bench's bare Fastify imports it too, so
 * that both are measured on the same runtime).
 *
 * A property access that has met more than `max-valid-polymorphic-map-count` kinds of object
 * (hidden classes) stops being specialised and looks the property up in a global cache on every
 * call (megamorphic). V8's default is four. A process that serves every call meets more at many
 * places in Fastify's request path and in our hooks: routes' contexts differ by the parts of their
 * schema, answers by the headers they carry. Sixteen keeps those accesses specialised: fewer
 * instructions per slot list in a process that had served every kind of call, and more slot lists a
 * second (decision 016 has the figures).
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--max-valid-polymorphic-map-count=16');
