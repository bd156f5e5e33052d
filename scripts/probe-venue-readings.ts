// `node --import tsx scripts/probe-venue-readings.ts [--compare=DIR]`: probes the catalogue-free venue readings of round
// unseen7 (leave-venues-out round 15, docs/venues.md) with strings that name no venue — file formats, libraries, models,
// datasets, code and document notes, licences, software versions, organisations — set in the frame each reading reads
// ("accepted for X", "Accepted for publication in X (12 pages)", "… Y @ X 2026 Workshop", "X Workshop", "Accepted by
// T-X", "…, X 2026 Y Challenge", "X 2025 Y Competition"; "X Industry Track", a reading tried and dropped), and alone. Prints every probe that yields a venue, the count per
// frame, and with --compare=DIR (a checkout of another commit, as bench/venues-identical.ts extracts one) the same
// count there, so a reading's probes can be told from what the detector read before it. Exits 1 when a probe yields a
// venue that the compared checkout does not (or, without --compare, when any probe yields one).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectVenues as here } from '../src/venues/detect.ts';

type Detect = typeof here;
const compareDir = process.argv.find((a) => a.startsWith('--compare='))?.slice(10);
const there: Detect | null = compareDir
  ? ((await import(pathToFileURL(path.resolve(compareDir, 'src/venues/detect.ts')).href)) as { detectVenues: Detect }).detectVenues
  : null;

/** Words and strings that name no venue (none is on a venue list). */
export const NOT_VENUES = [
  'JSON', 'YAML', 'TODO', 'CUDA', 'HTML', 'PDF', 'LaTeX', 'NumPy', 'PyTorch', 'TensorFlow', 'JAX', 'BERT', 'GPT-4', 'ImageNet',
  'COCO', 'MNIST', 'CIFAR', 'TCGA', 'COVID-19', 'MIT License', 'Apache 2.0', 'GPLv3', 'Python 3.11', 'CUDA 12', 'ImageNet-1k 2012',
  'GPT-4 2024', 'Appendix A', 'v2 2025', 'Section 3', 'README', 'GitHub', 'SQL', 'REST API', 'Docker', 'Ubuntu 22.04', 'Windows 11',
  'GPU', 'TPU', 'HPC', 'IRB', 'NASA', 'CERN', 'ICU', 'ECG', 'MRI', 'DNA', 'RNA', 'LLM', 'RLHF', 'LoRA', 'SOTA', 'FAQ', 'TBD', 'WIP',
];

/** A frame per reading of the round (the reading's cue words around the probe), and the probe alone. */
const FRAMES: [string, (w: string) => string][] = [
  ['alone', (w) => w],
  ['after the counts', (w) => `12 pages, 3 figures, ${w}`],
  ['accepted for X', (w) => `12 pages, accepted for ${w}`],
  ['publication in X (counts)', (w) => `Accepted for publication in ${w} (12 pages)`],
  ['accepted by X (counts)', (w) => `Accepted by ${w} (12 pages, 5 figures)`],
  ['words @ X YEAR', (w) => `Accepted to Results Table @ ${w} 2026`],
  ['words @ X YEAR Workshop', (w) => `Results Table @ ${w} 2026 Workshop`],
  ['X @ words', (w) => `${w} @ Home Page 2026`],
  ['X Workshop', (w) => `12 pages, ${w} Workshop`],
  ['X Industry Track', (w) => `${w} Industry Track`],
  ['X Demo Track', (w) => `7 pages, ${w} Demo Track`],
  ['T-X', (w) => `Accepted by T-${w}`],
  ['X YEAR NAME Challenge', (w) => `12 pages, ${w} 2026 Open Data Challenge`],
  ['X YEAR NAME Competition', (w) => `9 pages, ${w} 2025 Kaggle Competition`],
  ['opening X YEAR NAME Competition', (w) => `${w} 2025 Kaggle Competition`],
  // Round vunseen2's readings (unseen-tags.ts): a workshop word with no year after a cue, a workshop's name after the word,
  // a publisher before the tag, a misspelt "conference", "(under view)". Each is a variant of a shape the base already
  // reads for the same strings (SIBLINGS below), counted apart as VARIANT.
  ['accepted at X Workshop', (w) => `Accepted at ${w} Workshop`],
  ['accepted at X Workshop: NAME', (w) => `Accepted at ${w} Workshop: Results Table`],
  ['X workshops (NAME) YEAR', (w) => `12 pages, ${w} workshops (RESULTS) 2026`],
  ['ACM XYY', (w) => `ACM ${w}25`],
  ['accepted by X Main Confrence', (w) => `Accepted by ${w} Main Confrence`],
  ['X YEAR(under view)', (w) => `${w} 2026(under view)`],
  ['Proceeding of X YEAR', (w) => `Proceeding of ${w} 2026`],
  ['Proc. X YEAR (PMLR)', (w) => `To appear in Proc. ${w} 2025 (PMLR)`],
  ['publication a X YEAR', (w) => `Accepted for publication a ${w} 2026`],
  ['X Month, YEAR', (w) => `Submitted to ${w} May, 2026`],
  ['X Conference Papers YY', (w) => `19 pages, ${w} Conference Papers '26`],
  // Round vunseen3's readings (unseen-tags.ts): "ACR journal" after a cue, a workshop's tag and the word after the host's,
  // the paper's kind after the cue, a closing date and place, a sentence glued to the counts. Siblings below.
  ['submitted to X journal', (w) => `Submitted to ${w} journal`],
  ['accepted at X TAG Workshop', (w) => `Accepted at ${w} VKW Workshop`],
  ['accepted as a conference paper X YEAR', (w) => `Accepted as a conference paper ${w} 2026`],
  ['X YEAR, date, place', (w) => `Accepted at ${w} 2026 (Oral), October 13-17, 2026, Canberra, Australia`],
  ['tables.X journal', (w) => `10 pages, 3 tables.Submitted to ${w} journal`],
  // Round v269's readings: a talk given at an event, "Workshop in X" at a host, a joint "Conference and Workshop in X",
  // a year after a quoted name. Siblings below.
  ['talk given at X YEAR', (w) => `Invited talk given at ${w} 2012, Nice, France`],
  ['Workshop in X at HOST', (w) => `Accepted at the Workshop in ${w} Analysis at ICML 2025`],
  ['Conference and Workshop in X YEAR', (w) => `Presented at the Zebra Conference and Workshop in ${w} 2012`],
  ['"… Conference on X", date', (w) => `Talk presented at the "Zebra Conference on ${w}", May 2-6, 2007, Pisa, Italy`],
  // Round v271's readings: "plan for X" ending the clause, a title-cased acronym before its year and "Conference".
  ['plan for X', (w) => `19 pages, plan for ${w}`],
  ['Xx YEAR Conference', (w) => `8 pages, ${w.charAt(0)}${w.slice(1).toLowerCase()} 2025 Conference`],
  // Round v273's reading: a quoted title after a kind word and a colon. Sibling below.
  ['meeting: "X", date', (w) => `Invited talk presented at the meeting: "${w}", Pisa, Dec 2006`],
  // Round v275's readings: a talk cue and an event's kind word before a tag, the paper as the verb's object, a later
  // decision restated by the bare tag. Siblings below.
  ['talk at the Workshop X\'YY, dates', (w) => `Talk at the International Workshop ${w}'07, July 30 - August 4, 2007, Dubna`],
  ['accepted at the Conference X YEAR', (w) => `Accepted at the International Conference ${w} 2026`],
  ['submitted this to X YEAR', (w) => `Submitted this to ${w} 2026`],
  ['submitted to X YEAR, accepted at X', (w) => `Submitted to ${w} 2026, and it has been accepted for presentation at ${w} on 3 July`],
  // Round v277's readings: a workshop folded into the host a next clause says it is held as part of; a numbered session
  // of an event as its edition, dated by a bracketed date; a lower-case journal track after a name in brackets. Siblings
  // below.
  ['workshop (X YEAR). Held as part of HOST', (w) => `Accepted at the Zebra Workshop (${w} 2026). Held as part of the Workshops at ICML 2026`],
  ['2nd Session of the X Symposium (date)', (w) => `To appear in the Proceedings of the 2nd Session of the ${w} Symposium (April 16-19, 2012)`],
  ['journal (X journal track)', (w) => `Accepted to ACM Transactions on Graphics 2025 (${w} journal track)`],
  // Round v279's reading: an unnamed conference's tag in brackets after the word. Sibling below.
  ['a conference (X YEAR) paper', (w) => `Extended version of a conference (${w} 2026) paper`],
  // Round v281's reading: a series with a two-digit year naming the host's unnamed workshop. Sibling below.
  ['X YY: HOST YEAR Workshop', (w) => `${w} 26: CVPR 2026 Workshop`],
  // Round v283's readings: the meeting after the collection of its short papers, a title set off by slashes, an
  // unlisted tag with its spelled event name in brackets. Siblings below.
  ['appeared in the Collection of Short Papers of X YEAR', (w) => `A preliminary version appeared in the Collection of Short Papers of ${w} 2026`],
  ['Published in /X/ YEAR', (w) => `Published in /${w}/ 2026`],
  ['X YEAR (Workshop on …)', (w) => `${w} 2026 (Workshop on Zebra Methods and Systems 2026)`],
  // Round vunseen4's readings (unseen-tags.ts, generic-venue.ts): a workshop's capitalised name and the word before the
  // host's tag and year, two tags before "Workshop" (roles by case, or by an "IC…" host), a hyphened year ending a
  // sentence, a decision's date after a decided acronym, a journal's "letters" after its initials. Siblings below.
  ['accepted at the NAME Workshop X YEAR', (w) => `Accepted at the Zebra Vision Workshop ${w} 2026`],
  ['NAME Workshop X-YEAR. Sentence', (w) => `Accepted in Zebra Vision Workshop ${w}-2026. For the code see https://example.org/z`],
  ['TagName X Workshop', (w) => `12 pages, ZebraDocs ${w} Workshop`],
  ['accepted at TagName X Workshop', (w) => `Accepted at ZebraDocs ${w} Workshop`],
  ['X TAG Workshop YEAR', (w) => `${w} QKV Workshop 2026`],
  ['TAG X Workshop', (w) => `8 pages, QKV ${w} Workshop`],
  ['accepted by X on date', (w) => `Accepted by ${w} on 4 May 2025`],
  ['accepted by X letters', (w) => `Accepted by ${w} letters`],
];

/**
 * Round vunseen2's frames and, for each, the sibling the compared checkout already reads (a year, the right spelling, an
 * apostrophe, "Proceedings of" for "Proc."): a probe these frames read is "NEW" only when the compared checkout reads neither it nor its sibling, and
 * "VARIANT" (printed and counted, not failed) when it reads the sibling — the same string read in a new spelling.
 */
const SIBLINGS: Record<string, (w: string) => string> = {
  'accepted at X Workshop': (w) => `Accepted at ${w} Workshop 2026`,
  'accepted at X Workshop: NAME': (w) => `Accepted at ${w} 2026 Workshop`,
  'X workshops (NAME) YEAR': (w) => `12 pages, ${w} workshops 2026`,
  'ACM XYY': (w) => `ACM ${w}'25`,
  'accepted by X Main Confrence': (w) => `Accepted by ${w} Main Conference`,
  'X YEAR(under view)': (w) => `${w} 2026 (under review)`,
  'Proceeding of X YEAR': (w) => `Proceedings of ${w} 2026`,
  'Proc. X YEAR (PMLR)': (w) => `To appear in Proceedings of ${w} 2025`,
  'publication a X YEAR': (w) => `Accepted for publication at ${w} 2026`,
  'X Month, YEAR': (w) => `Submitted to ${w} 2026`,
  'X Conference Papers YY': (w) => `19 pages, ${w} Conference Paper 2026`,
  'submitted to X journal': (w) => `Submitted to ${w} 2026`,
  'accepted at X TAG Workshop': (w) => `Accepted at ${w} 2026 VKW Workshop`,
  'accepted as a conference paper X YEAR': (w) => `Accepted at ${w} 2026`,
  'X YEAR, date, place': (w) => `Accepted at ${w} 2026 (Oral)`,
  'tables.X journal': (w) => `10 pages, 3 tables. Submitted to ${w} 2026`,
  'talk given at X YEAR': (w) => `Invited talk presented at ${w} 2012, Nice, France`,
  'Workshop in X at HOST': (w) => `Accepted at the Workshop on ${w} Analysis at ICML 2025`,
  'Conference and Workshop in X YEAR': (w) => `Presented at the Zebra Conference on ${w} 2012`,
  '"… Conference on X", date': (w) => `Talk presented at the Zebra Conference on ${w} 2007, Pisa, Italy`,
  'plan for X': (w) => `19 pages, submitted to ${w}`,
  'Xx YEAR Conference': (w) => `8 pages, ${w} 2025 Conference`,
  'meeting: "X", date': (w) => `Invited talk presented at the meeting "${w}", Pisa, Dec 2006`,
  'talk at the Workshop X\'YY, dates': (w) => `Talk presented at ${w}'07`,
  'accepted at the Conference X YEAR': (w) => `Accepted at ${w} 2026`,
  'submitted this to X YEAR': (w) => `Submitted to ${w} 2026`,
  'submitted to X YEAR, accepted at X': (w) => `Accepted at ${w} 2026`,
  'workshop (X YEAR). Held as part of HOST': (w) => `Accepted at the Zebra Workshop (${w} 2026), held as part of the Workshops at ICML 2026`,
  '2nd Session of the X Symposium (date)': (w) => `To appear in the Proceedings of the 2nd Edition of the ${w} Symposium, 2012`,
  'journal (X journal track)': (w) => `Accepted to ACM Transactions on Graphics 2025 (${w} Journal Track)`,
  'a conference (X YEAR) paper': (w) => `Extended version of a ${w} 2026 paper`,
  'X YY: HOST YEAR Workshop': (w) => `${w} 2026: CVPR 2026 Workshop`,
  'appeared in the Collection of Short Papers of X YEAR': (w) => `A preliminary version appeared in ${w} 2026`,
  'Published in /X/ YEAR': (w) => `Published in ${w} 2026`,
  'X YEAR (Workshop on …)': (w) => `${w} 2026: Workshop on Zebra Methods and Systems 2026`,
  'accepted at the NAME Workshop X YEAR': (w) => `Accepted at the Zebra Vision Workshop at ${w} 2026`,
  'NAME Workshop X-YEAR. Sentence': (w) => `Accepted in Zebra Vision Workshop at ${w} 2026`,
  'accepted at TagName X Workshop': (w) => `Accepted at ${w} Workshop`,
  'accepted by X on date': (w) => `Accepted by ${w}`,
  'accepted by X letters': (w) => `Accepted by ${w}`,
};

const show = (d: Detect, text: string) => JSON.stringify(d({ id: '2606.01234', comments: text, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status]));

let probes = 0;
let failed = 0;
let variants = 0;
for (const [frame, make] of FRAMES) {
  let mine = 0;
  let theirs = 0;
  for (const w of NOT_VENUES) {
    const text = make(w);
    probes++;
    const a = show(here, text);
    const b = there ? show(there, text) : '[]';
    if (a !== '[]') mine++;
    if (b !== '[]') theirs++;
    const sibling = SIBLINGS[frame] && there ? show(there, SIBLINGS[frame](w)) : '[]';
    if (a !== '[]' && a !== b && sibling !== '[]') { variants++; console.log(`VARIANT  ${frame}: ${JSON.stringify(text)} -> ${a} (compared: ${b}; its sibling ${JSON.stringify(SIBLINGS[frame](w))} there: ${sibling})`); }
    else if (a !== '[]' && a !== b) { failed++; console.log(`NEW  ${frame}: ${JSON.stringify(text)} -> ${a}${there ? ` (compared: ${b})` : ''}`); }
    else if (a !== '[]') console.log(`OLD  ${frame}: ${JSON.stringify(text)} -> ${a} (read as before)`);
  }
  console.log(`${frame}: ${NOT_VENUES.length} probes, ${mine} read a venue${there ? ` (compared checkout: ${theirs})` : ''}`);
}
console.log(`\n${probes} probes (${NOT_VENUES.length} strings × ${FRAMES.length} frames); ${failed} read a venue ${there ? 'the compared checkout does not' : ''}${variants ? `; ${variants} more read a venue the compared checkout reads only in its sibling form (VARIANT)` : ''}`);
process.exit(failed ? 1 : 0);
