// Month words as regex sources, spelled once for every venue reader that reads dates ("22 January 2026", "Sept. 2025",
// "(June 2026)") or keeps months out of names.

/** A month's full name or its usual short form (Jan, Feb, Sep / Sept, June / Jun, July / Jul …), one group, no stop. */
export const MONTH_WORD = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;

/** The twelve months' full names as a bare alternation (no group: for lists of words that are no names). */
export const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** The short forms that are no whole name (no May), as a bare alternation: written with a stop ("Sept.", "Jan."). */
export const MONTH_SHORTS = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
