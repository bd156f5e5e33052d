// "A site's write is waiting for the lock": a flag beside a SQLite store that the serving processes raise while one
// of their writes (a report, a moderation, a job's result) waits for the write lock, and that a background writer
// (an import beside the site) reads before each of its transactions, waiting until it is lowered.
//
// SQLite's write lock has no queue: a waiting writer retries, and an import running beside the site takes the lock
// again right after each commit. The site's writers retry from an event loop that is also answering pages, so under
// load their tries came tens of milliseconds apart and rarely landed in the import's short gap between batches: at
// c=64 a report waited up to 3 s behind an import whose transactions were each far shorter. With the flag, the import
// gives way at its next transaction boundary, however late the site's next try comes.
//
// The flag is a file, `<store>-write-wanted`, touched at every failed try and removed by the writer that got through.
// A flag not touched for STALE_MS (a waiting process that died) is ignored.
import fs from 'node:fs';

/** A flag older than this is ignored (the process that raised it stopped trying), ms. */
export const STALE_MS = 2000;

/** The flag file of the SQLite store at `dbPath`. */
export function intentFile(dbPath: string): string {
  return `${dbPath}-write-wanted`;
}

/** The flag of one process's write connection: raised while a write of it waits, lowered when it got through. */
export class WriteIntent {
  private raised = false;
  constructor(private readonly file: string) {}

  /** Raises (or refreshes) the flag: a write of this process met the lock taken. */
  want(): void {
    try {
      fs.writeFileSync(this.file, '');
      this.raised = true;
    } catch { /* a read-only folder: the import does not learn of the wait, nothing else changes */ }
  }

  /** Lowers the flag if this process raised it (its write got through or gave up). */
  done(): void {
    if (!this.raised) return;
    this.raised = false;
    try { fs.unlinkSync(this.file); } catch { /* already lowered by another process's writer */ }
  }
}

/** Whether a site's write is waiting now (the flag is up and fresh). */
export function writeWanted(file: string, now = Date.now()): boolean {
  const st = fs.statSync(file, { throwIfNoEntry: false });
  return !!st && now - st.mtimeMs < STALE_MS;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits while a site's write is waiting for the lock (the flag is up), at most `maxMs`; resolves with the time it
 * waited, ms (0 at once when no one waits). Called by a background writer between its transactions.
 */
export async function giveWay(file: string, maxMs: number): Promise<number> {
  if (!writeWanted(file)) return 0;
  const t0 = performance.now();
  while (performance.now() - t0 < maxMs && writeWanted(file)) await sleep(2);
  return performance.now() - t0;
}
