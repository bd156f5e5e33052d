import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { pgEditionCountFunctions } from './012-store-counts.ts';

// PostgreSQL: the edition-count trigger of paper_venues folded every updated row, and compared rows with
// `id NOT IN (<the statement's rows>)`, which for a large statement is a scan per row (blanking the evidence of 626k
// mentions ran for over 18 minutes). Now an UPDATE folds only rows whose counted columns changed, returns at once
// when none did, and the comparison is an anti-join. SQLite's triggers already fire only on those columns.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await pgEditionCountFunctions(db, true);
}
