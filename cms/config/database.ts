import type { Core } from '@strapi/strapi';
import path from 'path';

// SQLite by default (the embedded `npm start`); PostgreSQL when CMS_DATABASE_URL is set.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('CMS_DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: url, ssl: env.bool('CMS_DATABASE_SSL', false) },
        pool: {
          min: env.int('CMS_DATABASE_POOL_MIN', 2),
          max: env.int('CMS_DATABASE_POOL_MAX', 10),
        },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(
          env('CMS_DATABASE_FILENAME', path.join(__dirname, '..', '..', '..', 'data', 'cms.db')),
        ),
      },
      useNullAsDefault: true,
      // Write-ahead logging lets readers go on while a write (a post view, a booking of the
      // profile) commits; the default rollback journal makes every write block all reads.
      pool: {
        afterCreate(
          conn: { pragma(sql: string): unknown },
          done: (err: Error | null, conn: unknown) => void,
        ) {
          conn.pragma('journal_mode = WAL');
          conn.pragma('synchronous = NORMAL');
          done(null, conn);
        },
      },
    },
  };
};
