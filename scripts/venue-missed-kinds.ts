// `node --import tsx scripts/venue-missed-kinds.ts`: records whose venue is missed entirely (the label names one, the
// detector reads nothing: the eval's `missed_venue`) over test/fixtures/venues/labeled-dev*.jsonl, per half, counted by
// the shape of the text (round vproc; the first kind that matches wins). Figures only: no record is printed.
import fs from 'node:fs';
import { evaluate, halfOfRecord, readLabeled } from '../src/venues/evaluate.ts';

function kindOf(c: string | null, j: string | null): string {
  const t = (c ?? '').replace(/\s+/g, ' ');
  if (!t.trim() || (j && !/[A-Z]{2,}|[Cc]onference|[Ww]orkshop|[Jj]ournal|[Pp]roc|[Ss]ymposium|[Aa]ccepted|[Ss]ubmitted|[Pp]ublished|appear/.test(t))) return j ? 'journal-ref only' : 'empty';
  if (/["“”]|(?<![A-Za-z])'[A-Z]/.test(t) && /proceeding|talk|present|contribution|lecture|workshop|conference|meeting|symposium/i.test(t)) return 'quoted event title';
  if (/proceeding|(?<![A-Za-z])proc\./i.test(t)) return 'proceedings title';
  if (/workshop/i.test(t)) return 'workshop name';
  if (/journal|trans(?:actions|\.)|letters|(?<![A-Za-z])[A-Z][a-z]*\.\s[A-Z]/i.test(t)) return 'journal name';
  if (/conference|symposium|meeting|congress|forum|summit|school|colloquium/i.test(t)) return 'event name (conference, symposium, school …)';
  if (/accept|submit|publish|appear|present|review|to be|camera/i.test(t)) return 'name after a cue (acronym or words)';
  return 'name with no cue';
}

const dir = 'test/fixtures/venues';
const files = fs.readdirSync(dir).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).map((f) => `${dir}/${f}`);
const counts: Record<string, Record<string, number>> = { design: {}, 'held-out': {} };
for (const f of files) {
  const all = readLabeled(f);
  for (const half of ['design', 'held-out'] as const) {
    for (const m of evaluate(all.filter((r) => halfOfRecord(r) === half)).misses) {
      if (!m.kinds.includes('missed_venue')) continue;
      const k = kindOf(m.comments, m.journal_ref);
      counts[half][k] = (counts[half][k] ?? 0) + 1;
    }
  }
}
const total = (h: string) => Object.values(counts[h]).reduce((a, b) => a + b, 0);
const keys = [...new Set([...Object.keys(counts.design), ...Object.keys(counts['held-out'])])].sort((a, b) => (counts.design[b] ?? 0) - (counts.design[a] ?? 0));
console.log('| kind of text | design | held-out |\n|---|---:|---:|');
for (const k of keys) console.log(`| ${k} | ${counts.design[k] ?? 0} | ${counts['held-out'][k] ?? 0} |`);
console.log(`| total | ${total('design')} | ${total('held-out')} |`);
