import { sql, type Kysely } from 'kysely';

// A store created empty starts marked "fresh" for the venue rules (src/venues/rules-mark.ts): its papers are detected
// by the code that writes them, so the first start takes the running rules' fingerprint as its own. A store that
// already holds papers gets no mark: its venues were detected by rules older than the mark, and are re-detected once
// (venues/tasks.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`INSERT INTO kv (key, value, updated_at) SELECT 'venue_rules', 'fresh', ${new Date().toISOString()} WHERE NOT EXISTS (SELECT 1 FROM papers)`.execute(db);
}
