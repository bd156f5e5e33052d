const UNITS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const TEENS: Record<string, number> = {
  tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15,
  sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const TENTHS: Record<string, number> = {
  twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90,
};

const WORDS = `(?:(?:${Object.keys(TENS).join('|')})[\\s-]?)?(?:${Object.keys(UNITS).join('|')})|${Object.keys(TEENS).join('|')}|${Object.keys(TENTHS).join('|')}`;

/** An ordinal at the end of a text ("43rd ", "Forty-Third ", "the 22nd IEEE "), as a regex source without anchors. */
export const ORDINAL_SOURCE = `(?<![A-Za-z0-9])(?:(\\d{1,3})(?:st|nd|rd|th)|(${WORDS}))(?![A-Za-z])`;

const ORDINAL_FIRST = new Set([...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), ...Object.keys(TENTHS), 'constructor', '__proto__'].map((w) => w[0]));

/** Parses "43rd", "Forty-Third", "fourteenth" into a number; null when it is not an ordinal. */
export function parseOrdinal(text: string): number | null {
  const t = text.trim().toLowerCase();
  const num = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(t);
  if (num) return Number(num[1]);
  // Most tokens asked about ("ICML", "2026", "Proceedings") are no ordinal word: a cheap exit before the `in` look-ups,
  // which send an arbitrary string to the runtime. Exact: every word of the tables, and every name `in` also finds on a
  // plain object for a lower-case text ("constructor", "__proto__"), has five characters or more and starts with one of
  // ORDINAL_FIRST.
  if (t.length < 5 || !ORDINAL_FIRST.has(t[0])) return null;
  if (t in TEENS) return TEENS[t];
  if (t in TENTHS) return TENTHS[t];
  if (t in UNITS) return UNITS[t];
  const m = /^([a-z]+)[\s-]?([a-z]+)$/.exec(t);
  if (m && m[1] in TENS && m[2] in UNITS) return TENS[m[1]] + UNITS[m[2]];
  return null;
}
