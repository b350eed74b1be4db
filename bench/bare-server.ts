/**
 * The yardstick of the throughput measurement: Fastify with nothing but one route answering the
 * health check's JSON. It runs as its own process, as the app does, with the app's V8 settings, so
 * both are loaded alike.
 */
// The server's V8 settings, so that the share compares code, not runtimes.
import '../apps/api/src/lib/v8-flags.ts';
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/api/health', async () => ({ data: { status: 'ok' } }));
await server.listen({ host: '127.0.0.1', port: 0 });
const address = server.server.address();
console.log(`ready on port ${typeof address === 'object' && address ? address.port : ''}`);
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
