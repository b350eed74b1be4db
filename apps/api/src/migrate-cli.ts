/** `npm run db:migrate`: applies the migrations to the embedded database or to DATABASE_URL. */
import { loadConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { provisionDatabase } from './db/provision.ts';
import { runMain } from './process.ts';

runMain(async () => {
  const database = await provisionDatabase(loadConfig(), () => {});
  try {
    await migrateDatabase(database.url);
    console.log('The database is up to date.');
  } finally {
    await database.stop();
  }
});
