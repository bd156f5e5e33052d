// Keeps the SQLite search file (store/search-file.ts) usable while the site serves: a query that meets a damaged file
// moves it aside, recreates it and starts rebuilding the index from the papers in the background, and is answered
// "index rebuilding" (503 with Retry-After) instead of an error; a file deleted or replaced under the running
// process is attached again and rebuilt. PostgreSQL has no search file: everything here passes through.
import type { Store } from '../store/connection.ts';
import { healSearch, isSearchDamage, reattachIfReplaced } from '../store/search-file.ts';
import { forgetIndexStatements, indexPending, indexProgress } from './search-index.ts';

/** A search that cannot be answered now: the index was damaged and is being rebuilt (the site answers 503). */
export class SearchRebuildingError extends Error {
  readonly code = 'SEARCH_REBUILDING';
  /** Seconds a client should wait before asking again. */
  readonly retryAfterS = 30;
}

const rebuilds = new WeakMap<Store, Promise<number>>();

/** Starts catching the index up in the background (once per store at a time); resolves to papers indexed. */
export function rebuildInBackground(store: Store): Promise<number> {
  const running = rebuilds.get(store);
  if (running) return running;
  const started = Date.now();
  const p = indexPending(store)
    .then((n) => {
      console.info(JSON.stringify({ level: 'info', msg: 'search index rebuilt', indexed: n, ms: Date.now() - started }));
      return n;
    }, (err: Error) => {
      if (store.sqlite?.open) console.error(JSON.stringify({ level: 'error', msg: 'search index rebuild failed', err: err.message }));
      return 0;
    })
    .finally(() => rebuilds.delete(store));
  rebuilds.set(store, p);
  return p;
}

/** The background rebuild in progress, if any (tests and the search page wait on or mention it). */
export function searchRebuild(store: Store): Promise<number> | undefined {
  return rebuilds.get(store);
}

// Detaching and attaching wait for Kysely's connection (no transaction of another request may be open meanwhile).
const exclusive = (store: Store, f: () => void) => store.db.connection().execute(async () => f());

/** Attaches the search file again when it was deleted or replaced since this connection opened it (then rebuilds). */
export async function keepSearchCurrent(store: Store): Promise<void> {
  const sqlite = store.sqlite;
  if (!sqlite) return;
  let replaced = false;
  await exclusive(store, () => { replaced = reattachIfReplaced(sqlite); });
  if (!replaced) return;
  forgetIndexStatements(sqlite);
  void rebuildInBackground(store);
}

/** Heals a damaged search file of this store now: moved aside, recreated, rebuilt in the background. */
export async function healSearchNow(store: Store, err: unknown): Promise<void> {
  const sqlite = store.sqlite;
  if (!sqlite) return;
  await exclusive(store, () => healSearch(sqlite, err));
  forgetIndexStatements(sqlite);
  void rebuildInBackground(store);
}

/**
 * Runs `f` (which reads the search file) after making sure the file attached is the one on disk; when SQLite
 * reports the file damaged, heals it and throws SearchRebuildingError instead of the raw error.
 */
export async function withSearchFile<T>(store: Store, f: () => T | Promise<T>): Promise<T> {
  if (!store.sqlite) return f();
  await keepSearchCurrent(store);
  try {
    return await f();
  } catch (err) {
    if (!isSearchDamage(err)) throw err;
    await healSearchNow(store, err);
    throw new SearchRebuildingError('The search index was damaged and is being rebuilt from the papers — try again in a minute. · 搜索索引损坏，正在重建，请稍后再试。');
  }
}

/** How far the index has come while papers wait for it (null when complete, or on PostgreSQL); heals a damaged file. */
export async function searchProgress(store: Store): Promise<{ indexed: number; papers: number } | null> {
  if (!store.sqlite) return null;
  try {
    return await withSearchFile(store, () => indexProgress(store, { rebuilding: rebuilds.has(store) }));
  } catch (err) {
    if (!(err instanceof SearchRebuildingError)) throw err;
    return indexProgress(store, { rebuilding: true });
  }
}
