// Checks the invariant of round vevidence: every venue mention's evidence is words its author wrote — a mention read
// from the comments quotes a substring of the comments, one read from the journal-ref a substring of the journal-ref,
// both with runs of white space made one space (in the evidence too: a journal-ref's evidence keeps its line breaks), a
// comment's TeX accent commands as the letters they make (\\"u as ü: counted apart, not a violation). Reads what
// bench/venues-identical.ts reads: every record of ../shared/data/arxiv/arxiv-snapshot-sample.jsonl (comments and journal-ref together, and comments alone), of
// test/fixtures/venues/labeled-dev*.jsonl and of ../shared/data/venues/labeled-dev.jsonl (the shared files skipped, and
// said so, when ../shared is absent). Prints one JSON line (inputs, mentions, violations, violations by the text changes
// the comment went through: the mending passes of detect.ts that change it, "accents" when it holds TeX accents or
// accented letters, "none" else) and lists up to N violations (`--list=N`, default 20). Exits 1 on any violation.
import fs from 'node:fs';
import path from 'node:path';
import { detectVenues, MENDING_PASSES } from '../src/venues/detect.ts';
import { hasAccents, texAccentsDecoded } from '../src/venues/latin.ts';
import { arg, recordInputs, repo } from './venues-base.ts';

type Input = Parameters<typeof detectVenues>[0];
const inputs: { from: string; input: Input }[] = [];
const read = (file: string, from: string) => { for (const i of recordInputs(file, from)) inputs.push(i); };
const shared = path.resolve(process.env.PAPERBOARD_SHARED_DATA || path.join(repo, '../shared/data'));
const snapshot = path.join(shared, 'arxiv/arxiv-snapshot-sample.jsonl');
const sharedDev = path.join(shared, 'venues/labeled-dev.jsonl');
const absent: string[] = [];
if (fs.existsSync(snapshot)) read(snapshot, 'snapshot'); else absent.push(snapshot);
const fixtures = path.join(repo, 'test/fixtures/venues');
for (const f of fs.readdirSync(fixtures).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).sort()) read(path.join(fixtures, f), f);
if (fs.existsSync(sharedDev)) read(sharedDev, 'shared labeled-dev.jsonl'); else absent.push(sharedDev);
if (absent.length) console.error(`venues-evidence-verbatim: ${absent.join(' and ')} absent — read the labelled sets of test/fixtures only`);

const oneSpaced = (s: string) => s.replace(/\s+/g, ' ');
/** What the comment went through before the readers read it. */
function changes(comments: string): string {
  const names: string[] = [];
  let text = comments;
  for (const [name, pass] of MENDING_PASSES) {
    const next = pass(text);
    if (next !== text) names.push(name);
    text = next;
  }
  if (hasAccents(comments)) names.push('accents');
  return names.join('+') || 'none';
}

const limit = Number(arg('list') ?? 20);
let mentions = 0;
let violations = 0;
let texDecoded = 0;
/** Evidence kept with its line breaks or runs of spaces (the journal-ref's is quoted as printed): not a violation, counted. */
const unspaced = { comments: 0, 'journal-ref': 0 };
const byChange: Record<string, number> = {};
const listed: string[] = [];
for (const { from, input } of inputs) {
  for (const m of detectVenues(input)) {
    const written = m.source === 'comments' ? input.comments : input.journalRef;
    mentions++;
    if (m.evidence !== oneSpaced(m.evidence).trim()) unspaced[m.source]++;
    const quote = oneSpaced(m.evidence).trim();
    if (written !== null && oneSpaced(written).includes(quote)) continue;
    // A comment's TeX accent commands are quoted as the letters they make (detect.ts, detectRespelled): counted apart.
    if (m.source === 'comments' && written !== null && oneSpaced(texAccentsDecoded(written)).includes(quote)) { texDecoded++; continue; }
    violations++;
    const why = m.source === 'comments' && input.comments !== null ? changes(input.comments) : 'journal-ref';
    byChange[why] = (byChange[why] ?? 0) + 1;
    if (listed.length < limit) listed.push(`${from} ${input.id} [${why}] ${m.source} ${m.venue}\n  written:  ${JSON.stringify(written)}\n  evidence: ${JSON.stringify(m.evidence)}`);
  }
}
for (const l of listed) console.log(l);
console.log(JSON.stringify({ check: 'venues-evidence-verbatim', inputs: inputs.length, shared: absent.length ? 'absent' : shared, mentions, violations, by_change: byChange, tex_accents_decoded: texDecoded, not_one_spaced: unspaced }));
process.exit(violations ? 1 : 0);
