// `npm run bench:sweep -- --store FILE | --pg URL [--rounds N]`: what one background sweep's query costs on a large
// store — the enrichment sweep (papersMissingEnrichment: the papers still lacking an AI field, newest accepted editions
// first) and the affiliation sweep (papersMissingAffiliations) — each asked for one refill's worth of papers, as the
// sweeps ask whenever their queue drains to half its bound (issue 17: the pace is set by the model's and arXiv's
// limits, so at millions of papers a sweep must not cost seconds of database time each time it runs).
// Opens an existing store (e.g. bench:load's cached 1M store: /tmp/paperboard-bench-load/sqlite-1000000.db, or the
// PostgreSQL database pb_load_1000000) read-only in effect (nothing is written). Prints one JSON line: papers in the
// store, and per query the rows returned and the median / worst wall time over the rounds; then what the sweeps cost as
// they run (src/jobs/lookahead.ts): `refills` sweeps in a row through one SweepLookahead, each asking for the next
// refill with the ones before still queued — the first reads ahead, the rest take from its list (total and worst ms).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openStore } from '../src/store/connection.ts';
import { papersMissingEnrichment, stillMissingEnrichment } from '../src/enrich/tasks.ts';
import { papersMissingAffiliations, stillMissingAffiliations } from '../src/institutions/tasks.ts';
import { SweepLookahead } from '../src/jobs/lookahead.ts';

const { values } = parseArgs({ options: {
  store: { type: 'string' }, pg: { type: 'string' }, rounds: { type: 'string', default: '3' }, refills: { type: 'string', default: '20' },
  model: { type: 'string', default: 'bench-model' }, enrich: { type: 'string', default: '400' }, affiliations: { type: 'string', default: '100' },
  help: { type: 'boolean', short: 'h', default: false },
} });
if (values.help || (!values.store && !values.pg)) {
  console.error(`usage: npm run bench:sweep -- --store FILE | --pg URL [--rounds 3] [--refills 20] [--model M] [--enrich 400] [--affiliations 100]
  --store FILE       an SQLite store (e.g. /tmp/paperboard-bench-load/sqlite-1000000.db from bench:load --build-only)
  --pg URL           a PostgreSQL store (e.g. postgres://127.0.0.1:5432/pb_load_1000000)
  --enrich N         papers one enrichment sweep asks for (bound/2 jobs × papers per job; default 400)
  --affiliations N   papers one affiliation sweep asks for (default 100)
  --refills N        sweeps in a row through the look-ahead (default 20)`);
  process.exit(values.help ? 0 : 2);
}
const store = values.pg ? openStore({ databaseUrl: values.pg, sqlitePath: '' }) : openStore({ sqlitePath: values.store! });
const rounds = Math.max(1, Number(values.rounds));

async function time(fn: () => Promise<unknown[]>): Promise<{ rows: number; median_ms: number; worst_ms: number }> {
  const ms: number[] = [];
  let rows = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    rows = (await fn()).length;
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { rows, median_ms: Math.round(ms[Math.floor(ms.length / 2)]), worst_ms: Math.round(ms[ms.length - 1]) };
}

try {
  const papers = Number((await sql<{ n: number }>`select count(*) as n from papers`.execute(store.db)).rows[0].n);
  const enrichment = await time(() => papersMissingEnrichment(store, values.model!, Number(values.enrich)));
  const affiliations = await time(() => papersMissingAffiliations(store, Number(values.affiliations)));
  const refills = Number(values.refills);
  const sweeps = async (ahead: SweepLookahead, n: number) => {
    const queued = new Set<string>();
    const ms: number[] = [];
    for (let i = 0; i < refills; i++) {
      const t = performance.now();
      for (const id of await ahead.next(n, queued)) queued.add(id);
      ms.push(performance.now() - t);
    }
    return { sweeps: refills, papers: queued.size, first_ms: Math.round(ms[0]), rest_mean_ms: Math.round(ms.slice(1).reduce((a, b) => a + b, 0) / Math.max(1, ms.length - 1)), total_ms: Math.round(ms.reduce((a, b) => a + b, 0)) };
  };
  const model = values.model!;
  const enrichmentRefills = await sweeps(new SweepLookahead(store, (l) => papersMissingEnrichment(store, model, l), (ids) => stillMissingEnrichment(store, model, ids)), Number(values.enrich));
  const affiliationRefills = await sweeps(new SweepLookahead(store, (l) => papersMissingAffiliations(store, l), (ids) => stillMissingAffiliations(store, ids)), Number(values.affiliations));
  console.log(JSON.stringify({ bench: 'sweep', db: values.pg ? 'postgres' : 'sqlite', papers, rounds, enrichment_sweep: enrichment, affiliation_sweep: affiliations,
    enrichment_refills: enrichmentRefills, affiliation_refills: affiliationRefills }));
} finally {
  await store.close();
}
