// The venue-detection thread's heap, in a plain process: loads the detector from DIR/dist (default: this checkout; build
// it first) as an import's detection thread does, detects the test excerpt's 10,148 records, and prints the live heap
// (after full collections) once loaded and at the end; with SNAP=1 also writes .scratch/TAG-loaded.heapsnapshot and
// .scratch/TAG-end.heapsnapshot for bench/heap-breakdown.mjs. The end snapshot also holds this script's input text
// (one ~15 MB string on the stack): leave it out of the figures.
// Usage: [SNAP=1] node --expose-gc bench/detect-heap.mjs [DIR] [TAG]
import v8 from 'node:v8';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
const root = process.argv[2] ?? process.cwd();
const tag = process.argv[3] ?? 'x';
const { venueRowsOf } = await import(pathToFileURL(path.join(root, 'dist/papers/venue-rows.js')).href);
venueRowsOf({ id: '2401.00001', comments: 'Accepted at NeurIPS 2024', journal_ref: 'Phys. Rev. Lett. 132, 010101 (2024)' });
globalThis.gc(); globalThis.gc();
console.log('loaded', (v8.getHeapStatistics().used_heap_size / 1048576).toFixed(1));
if (process.env.SNAP) v8.writeHeapSnapshot(`.scratch/${tag}-loaded.heapsnapshot`);
let lines = (await import('node:zlib')).gunzipSync((await import('node:fs')).readFileSync(path.join(root, 'test/fixtures/arxiv/snapshot-excerpt.jsonl.gz'))).toString('utf8').split('\n').filter(Boolean);
let named = 0;
for (const l of lines) { const r = JSON.parse(l); if (venueRowsOf({ id: r.id, comments: r.comments, journal_ref: r['journal-ref'] }).length) named++; }
lines = null;
globalThis.gc(); globalThis.gc();
console.log('named', named, 'end', (v8.getHeapStatistics().used_heap_size / 1048576).toFixed(1));
if (process.env.SNAP) v8.writeHeapSnapshot(`.scratch/${tag}-end.heapsnapshot`);
