/** `npm start`: serves the web app and the API on one port until SIGINT or SIGTERM. */
// First, so that V8 is set up before the app's code runs.
import './lib/v8-flags.ts';
import { listenOn, runMain, startApp, stopApp, stopOnSignal } from './process.ts';
import { seedDatabase } from './seeds/seed.ts';

runMain(async () => {
  const running = await startApp();
  const { app, config } = running;
  await seedDatabase(app);

  try {
    await listenOn(app, { host: config.host, port: config.port, variable: 'PORT' });
  } catch (error) {
    await stopApp(running);
    throw error;
  }

  stopOnSignal(running);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
  console.log(`Homebuyer Wizard is ready at ${url}`);
  if (config.devMailbox) console.log(`Mail is not sent in development: read it at ${url}/dev/mailbox`);
});
