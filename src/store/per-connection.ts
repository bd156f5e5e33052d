import type Database from 'better-sqlite3';

/**
 * What a SQLite connection's hot path prepares once (statements, transactions), built on its first use and kept
 * with the connection: `const statements = perConnection((db) => ({ insert: db.prepare(…) }))`.
 */
export function perConnection<S>(build: (db: Database.Database) => S): (db: Database.Database) => S {
  const cache = new WeakMap<Database.Database, S>();
  return (db) => {
    let s = cache.get(db);
    if (s === undefined) cache.set(db, (s = build(db)));
    return s;
  };
}
