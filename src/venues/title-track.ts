// A paper's title as evidence of its track, where a venue's call makes the title say it. ICML's position paper track
// (from 2024) asks for titles beginning "Position:"; the icml.cc export of ICML 2024 (../shared/data/official-lists/
// icml-cc) lists 75 papers so titled and no other title begins with the word and a colon. Comments often say only
// "Accepted at ICML 2026", which detection reads as the main track; the paper's title then says which track it is.
// Detection from comments alone (`venues detect --input`) has no title: this runs where a paper's rows are made
// (papers/venue-rows.ts: import, harvest, re-detection), and a row stays self-reported as before.

/** Venues whose calls put the track in the title, from the year they began. */
const TITLE_TRACKS: readonly { venue: string; from: number; title: RegExp; programme: string }[] = [
  { venue: 'ICML', from: 2024, title: /^\s*Position\s*:/, programme: 'Position Paper Track' },
];

/** The comments naming the main track in so many words: then they, not the title, say the track. */
const MAIN_STATED = /(?<![A-Za-z])main[\s-]+(?:track|conference|program(?:me)?|proceedings)(?![A-Za-z])/i;

/** `row` with the track its title gives, when it was read as the main track of a venue whose call puts the track in the title. */
export function trackByTitle<R extends { venue: string; year: number | null; track: string; programme: string | null; evidence?: string | null }>(row: R, title: string | null | undefined): R {
  if (row.track !== 'main' || !title || MAIN_STATED.test(row.evidence ?? '')) return row;
  const rule = TITLE_TRACKS.find((t) => t.venue === row.venue && row.year !== null && row.year >= t.from && t.title.test(title));
  return rule ? { ...row, track: 'other', programme: rule.programme } : row;
}
