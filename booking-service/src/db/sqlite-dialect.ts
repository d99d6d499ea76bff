// Kysely's SQLite dialect with two changes for many concurrent requests on one connection:
// - waiting requests take the connection in turn (a queue), where Kysely's lock wakes every
//   waiter at each release and all but one wait again (500 bookings at once: quadratic wake-ups);
// - each SQL text is prepared once and its statement reused (better-sqlite3 statements are
//   reusable; one query runs at a time on the connection, so none is used twice at once).
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/** At most this many prepared statements are kept (SQL with a varying `in (…)` list varies). */
const STATEMENTS = 500;

class QueueLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

class QueuedSqliteDriver extends SqliteDriver {
  readonly #turns = new QueueLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.lock();
    // Kysely's own lock is free whenever this queue lets one through: it never waits.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#turns.unlock();
  }
}

/** `database` whose `prepare` reuses the statement of a SQL text it prepared before. */
function reusingStatements(database: SqliteDatabase): SqliteDialectConfig['database'] {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare: (sql: string) => {
      let stmt = statements.get(sql);
      if (!stmt) {
        stmt = database.prepare(sql);
        statements.set(sql, stmt);
        if (statements.size > STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      return stmt;
    },
  };
}

export class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(database: SqliteDatabase) {
    const config = { database: reusingStatements(database) };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }
}
