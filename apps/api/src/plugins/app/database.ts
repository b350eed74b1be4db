/** The process's connection pool, shared by every module's repository and closed with the app. */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { connectDatabase, type Database } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Whether the database answers a trivial query now. */
    databaseAnswers(): Promise<boolean>;
  }
}

export default fp<{ databaseUrl: string; poolSize?: number }>(
  async (app, { databaseUrl, poolSize }) => {
    const connection = connectDatabase(databaseUrl, poolSize === undefined ? {} : { max: poolSize });
    app.decorate('db', connection.db);
    app.decorate('databaseAnswers', () =>
      connection.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    );
    app.addHook('onClose', () => connection.close());
  },
  { name: 'database' },
);
