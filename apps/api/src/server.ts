/** `npm start`: serves the web app and the API on one port until SIGINT or SIGTERM. */
// First, so that V8 is set up before the app's code runs.
import './lib/v8-flags.ts';
import { StartupError } from './lib/startup-error.ts';
import { runMain, startApp, stopApp } from './process.ts';
import { seedDatabase } from './seeds/seed.ts';

runMain(async () => {
  const running = await startApp();
  const { app, config } = running;
  await seedDatabase(app);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stopApp(running);
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${config.port} is already in use. Stop the program using it, or set PORT to another port.`,
      );
    }
    if (code === 'EACCES') {
      throw new StartupError(`This user may not listen on port ${config.port}. Set PORT to a port above 1023.`);
    }
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Stopping at once.');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    await stopApp(running);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
  console.log(`Homebuyer Wizard is ready at ${url}`);
  if (config.devMailbox) console.log(`Mail is not sent in development: read it at ${url}/dev/mailbox`);
});
