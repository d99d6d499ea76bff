// Runs once in the Vitest process. Names this run's PostgreSQL schemas (the workers inherit the
// id) and drops them all when every file has finished: a file never drops its schema itself,
// because Kysely's migrator reads the privileges of every schema in the database by name
// (`has_schema_privilege(nspname, …)`), and a schema dropped by a parallel file between its
// catalog scan and that check failed another file's migration ("schema … does not exist").
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export default function setup() {
  const runId = randomBytes(4).toString('hex');
  process.env.BOOKING_TEST_RUN_ID = runId;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where nspname like $1',
        [`booking_test_${runId}_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
