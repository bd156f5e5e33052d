import { sql, type Kysely } from 'kysely';

// Whether the hosts background work fetches from are answering, shared by every process on the store (arxiv/host-health.ts):
// per host, its last answer, the first failure of the current failing streak (null while it answers), the failed
// requests in that streak, and the last failure's reason and HTTP status. A worker that cannot reach arXiv writes it
// here, so `paperboard status` and /admin of any process say so. A new table: older processes never read it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`CREATE TABLE IF NOT EXISTS host_health (
    host TEXT PRIMARY KEY,
    last_success_at TEXT,
    failing_since TEXT,
    failures INTEGER NOT NULL DEFAULT 0,
    last_failure_at TEXT,
    last_error TEXT,
    last_status INTEGER,
    updated_at TEXT NOT NULL
  )`).execute(db);
}
