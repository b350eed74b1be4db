/**
 * `npm run worker`: runs the background jobs in a process of their own, for deployments that
 * start the web processes with RUN_JOBS=false. With `WORKER_PORT` it answers its platform's probes
 * and Prometheus on that port, and nothing else.
 */
import Fastify from 'fastify';
import type { App } from './app.ts';
import { listenOn, runMain, startApp, stopApp, stopOnSignal } from './process.ts';

/** The worker's port: the app's own liveness, readiness and metrics routes, answered through the app. */
const WORKER_ROUTES = ['/api/health/live', '/api/health/ready', '/metrics'];

function workerServer(app: App) {
  const server = Fastify();
  for (const url of WORKER_ROUTES) {
    server.get(url, async (request, reply) => {
      const { authorization } = request.headers;
      const answer = await app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
      const contentType = answer.headers['content-type'];
      if (contentType) reply.header('content-type', contentType);
      return reply.code(answer.statusCode).send(answer.rawPayload);
    });
  }
  server.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: `The worker answers only ${WORKER_ROUTES.join(', ')}.` }),
  );
  return server;
}

runMain(async () => {
  const running = await startApp({ runJobs: true, serveWeb: false });
  const { app, config } = running;
  let server: ReturnType<typeof workerServer> | undefined;
  if (config.workerPort !== undefined) {
    server = workerServer(app);
    try {
      await listenOn(server, { host: config.host, port: config.workerPort, variable: 'WORKER_PORT' });
    } catch (error) {
      await stopApp(running);
      throw error;
    }
  }
  stopOnSignal(running, async () => server?.close());
  console.log('Homebuyer Wizard worker is running background jobs.');
  const address = server?.server.address();
  if (typeof address === 'object' && address) {
    console.log(`The worker answers ${WORKER_ROUTES.join(', ')} on port ${address.port}.`);
  }
});
