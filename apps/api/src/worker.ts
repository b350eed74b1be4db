/**
 * `npm run worker`: runs the background jobs in a process of their own, for deployments that
 * start the web processes with RUN_JOBS=false.
 */
import { runMain, startApp, stopApp } from './process.ts';

runMain(async () => {
  const running = await startApp({ runJobs: true, serveWeb: false });
  console.log('Homebuyer Wizard worker is running background jobs.');
  const shutdown = async () => {
    await stopApp(running);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
