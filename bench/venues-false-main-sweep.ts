// Sweeps the arXiv snapshot inputs (read as bench/venues-identical.ts reads them: comments with journal-ref, and comments
// alone when both exist) for accepted main-track outputs whose text also holds a word of a non-main programme (workshop,
// findings, demo, poster, short paper, challenge, …) or a status cue (submitted, review, preprint, extended version, …).
// Prints one JSON line per such input and, on stderr, {inputs, am (inputs with an accepted main entry), flagged}.
import fs from 'node:fs';
import path from 'node:path';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { detectVenues } from '../src/venues/detect.ts';
const file = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const TRACK = /\b(workshops?|findings|demos?|demonstrations?|posters?|tutorials?|doctoral|consortium|short papers?|extended abstracts?|tiny papers?|journal track|industr(?:y|ial)|competitions?|challenges?|special sessions?|student|late[- ]breaking|work[- ]in[- ]progress|wip|satellite|co-?located|symposium on|track|abstracts?|position paper|blue sky|vision paper|shared task|companion|adjunct)\b/i;
const STATUS = /\b(submitted|submission|under review|in review|review|preparation|preprint|rejected|withdrawn|invited|presented|talk|extended version|previous version|earlier version|based on|version of|camera[- ]ready|to be submitted|planned|considered|will be|intended|draft|revised|arxiv version|not accepted|in press|proceedings of|appear)\b/i;
let inputs = 0, am = 0, flagged = 0;
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const r = JSON.parse(line);
  const variants = [[r.comments ?? null, r['journal-ref'] ?? null]];
  if (r.comments && r['journal-ref']) variants.push([r.comments, null]);
  for (const [c, j] of variants) {
    inputs++;
    const got = detectVenues({ id: r.id, comments: c, journalRef: j });
    const ams = got.filter((v) => v.status === 'accepted' && v.track === 'main');
    if (!ams.length) continue;
    am++;
    const text = `${c ?? ''} ${j ?? ''}`;
    const cues = [...new Set([...(text.match(new RegExp(TRACK, 'gi')) ?? []), ...(text.match(new RegExp(STATUS, 'gi')) ?? [])].map((s) => s.toLowerCase()))];
    if (!cues.length) continue;
    flagged++;
    console.log(JSON.stringify({ id: r.id, variant: j === null && r['journal-ref'] ? 'comments only' : 'both', comments: c, journalRef: j, am: ams.map((v) => `${v.venue}/${v.year}`), got: got.map((v) => `${v.venue}/${v.year}/${v.track}/${v.status}/${v.workshop ?? ''}`), cues }));
  }
}
console.error(JSON.stringify({ inputs, am, flagged }));
