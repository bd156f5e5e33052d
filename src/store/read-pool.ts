// Reads of a serving process on threads (PAPERBOARD_READ_THREADS), so its event loop stays free while they run.
//
// better-sqlite3 is synchronous: a read that takes 300 ms (a rare keyword over a big edition, the first home page
// after an import's batch) held the web process's event loop for all of it, and every request of that process —
// cached pages, reports waiting for the write lock — waited with it. Here each thread has a read-only connection
// to the file (WAL: readers never wait for the writer and see what was committed before each statement) and the
// event loop only sends the SQL and gets the rows back. Statements the threads do not take (writes, BEGIN,
// statements naming the search file, which they do not attach) come back marked, and the caller runs them on its
// own connection.
import { Worker } from 'node:worker_threads';
import { siblingModule } from '../module-files.ts';
import { threadEntry } from '../arxiv/thread-entry.ts';

/** What a thread answers: the rows, `write` (not a plain query: run it elsewhere; with `now`, only for now: it did not prepare there), or the error. */
type Answer = { id: number; rows?: unknown[]; write?: true; now?: true; error?: { message: string; code?: string } };

interface Thread {
  worker: Worker;
  /** Queries sent to it and not answered yet, by id: resolved with the rows, null (not a query) or undefined (the thread died). */
  waiting: Map<number, { resolve: (rows: unknown[] | null | undefined | 'now') => void; reject: (err: Error) => void }>;
}

/** A SQLite error as the connection would have thrown it (message and code, e.g. SQLITE_CORRUPT). */
function sqliteError(e: { message: string; code?: string }): Error {
  return Object.assign(new Error(e.message), e.code ? { code: e.code } : {});
}

/** `size` threads reading the SQLite file `file`, started at the first query; queries go to the least busy one. */
export class ReadPool {
  private readonly threads: (Thread | null)[];
  private next = 0;
  private closed = false;
  /** SQL texts the threads sent back as not plain queries: run on the caller's connection without asking again. */
  private readonly notReads = new Set<string>();
  constructor(private readonly file: string, size: number) {
    this.threads = Array.from({ length: size }, () => null);
  }

  /** The rows of `sql`, read on a thread; null when it is not a plain query (the caller runs it on its connection). */
  query(sql: string, params: readonly unknown[]): Promise<unknown[] | null> {
    if (this.closed || this.notReads.has(sql)) return Promise.resolve(null);
    const t = this.leastBusy();
    const id = this.next++;
    return new Promise<unknown[] | null | undefined | 'now'>((resolve, reject) => {
      t.waiting.set(id, { resolve, reject });
      t.worker.postMessage({ id, sql, params });
    }).then((rows) => {
      if (rows === null && this.notReads.size < 1000) this.notReads.add(sql);
      return rows === 'now' ? null : rows ?? null;
    });
  }

  private leastBusy(): Thread {
    let best = -1;
    for (let i = 0; i < this.threads.length; i++) {
      const t = this.threads[i];
      if (!t) { best = i; break; }
      if (best < 0 || t.waiting.size < this.threads[best]!.waiting.size) best = i;
    }
    return this.threads[best] ?? (this.threads[best] = this.start(best));
  }

  private start(slot: number): Thread {
    const module = siblingModule(import.meta.url, 'read-pool-worker').href;
    const worker = new Worker(threadEntry(new URL(module)), { workerData: { module, file: this.file } });
    worker.unref();
    const t: Thread = { worker, waiting: new Map() };
    let answered = false;
    worker.on('message', (m: Answer) => {
      answered = true;
      const w = t.waiting.get(m.id);
      if (!w) return;
      t.waiting.delete(m.id);
      if (m.error) w.reject(sqliteError(m.error));
      else w.resolve(m.write ? (m.now ? 'now' : null) : m.rows!);
    });
    // A thread that fails (the file cannot be opened) or exits hands back what it held, to be run on the caller's
    // connection; the next query starts another. One that never answered (it could not open the file) closes the
    // pool: reads stay on the caller's connection.
    const gone = () => {
      if (!answered) this.closed = true;
      if (this.threads[slot] === t) this.threads[slot] = null;
      for (const w of t.waiting.values()) w.resolve(undefined);
      t.waiting.clear();
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    return t;
  }

  /** Stops the threads (queries after this run on the caller's connection). */
  async close(): Promise<void> {
    this.closed = true;
    const running = this.threads.filter((t): t is Thread => t !== null);
    this.threads.fill(null);
    await Promise.all(running.map((t) => t.worker.terminate()));
  }
}
