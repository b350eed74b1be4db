/**
 * The yardstick of the throughput measurement: Fastify with nothing but one route answering the
 * health check's JSON. It runs as its own process, as the app does, so both are loaded alike.
 */
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/api/health', async () => ({ data: { status: 'ok' } }));
await server.listen({ host: '127.0.0.1', port: 0 });
const address = server.server.address();
console.log(`ready on port ${typeof address === 'object' && address ? address.port : ''}`);
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
