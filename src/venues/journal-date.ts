/**
 * A journal's year from a date its own mention states (data/venues/README "Year" rule 1: "A year written in the mention
 * is used even for journals"; rule 4's null is for journals without one). "Submitted to IEEE Transactions on
 * Information Theory on 22 January 2026", "Under review at Computer Vision and Image Understanding (submitted July 25,
 * 2025)", "On January 08th, 2026, this paper has been accepted by the IEEE Transactions on Multimedia journal": the
 * day the entry was submitted, accepted or published dates it. Only a date right after the name (a publisher's or the
 * journal's tag in brackets may come first) or opening the clause that names the journal counts: a date in another
 * sentence is something else's ("code released on 3 May 2025"), and so is an arXiv version's ("v2 on 2025-01-03").
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const YEAR = String.raw`((?:19|20)\d{2})(?!\d)`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;

/** A day's date ("22 January 2026", "the 17 of march 2026", "30.May 2025", "Jan. 5, 2026", "Dec-14-2023", "2008/01/25", "12/04/2007"). */
const DAY_DATE = String.raw`(?:(?:the\s+)?${DAY}[\s.\-]+(?:of\s+)?${MONTH}[\s,\-]+${YEAR}|${MONTH}[\s\-]+${DAY},?[\s\-]+${YEAR}|${YEAR}[\-/.](?:0?[1-9]|1[0-2])[\-/.](?:0?[1-9]|[12]\d|3[01])(?!\d)|(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.]${YEAR})`;

/** What the entry's date is of: "submitted", "accepted on", "under review since", "Date:". */
const DATED_AS = String.raw`(?:(?:first\s+)?(?:submitted|accepted|published|received)(?:\s+online)?|under\s+review\s+since|date\s*:)`;

/**
 * After the name (each optional part opens with a word or a mark, so no two runs of white space meet: linear on long
 * runs): an optional bracketed tag ("(TDSC)", "(Springer)"), then a comma or an opening bracket, then the
 * date, said as the day ("on 22 January 2026", ", 26-Jun-2024", "(submitted July 25, 2025)") or as a month and year
 * after "on" or a word saying what it dates ("on August 2025", "Submitted Apr 2025").
 */
const DATE_AFTER = new RegExp(
  String.raw`^\s*(?:\([^()\d]{1,40}\)\s*)?(?:journal(?:\s+(?:of|by)\s+[A-Z][\w&\-]*)?\s*)?(?:[,(]\s*)?(?:(?:${DATED_AS}\s*)?(?:on\s+)?${DAY_DATE}|(?:${DATED_AS}\s+(?:on\s+)?|on\s+)${MONTH},?\s+${YEAR})`,
  'i',
);

/**
 * A month and year alone, right after the name: in brackets ("IEEE Computer (Nov 2025)") or closing the clause after the
 * publisher's bracketed tag and a comma ("High-Confidence Computing (Elsevier), October 2026."; round vpool23, set 358
 * part A). A bare ", May 2025" after the name stays undated, as above.
 */
const MONTH_AFTER = new RegExp(
  String.raw`^\s*(?:\(\s*${MONTH},?\s+${YEAR}\s*\)|\([^()\d]{1,40}\)\s*,\s*${MONTH},?\s+${YEAR}(?=\s*(?:[.;,)]|$)))`,
  'i',
);

/** Before the name, opening its clause: "On January 08th, 2026, this paper has been accepted by the ". */
const DATE_BEFORE = new RegExp(
  String.raw`^\s*on\s+(?:${DAY_DATE}),?\s+(?:this\s+(?:paper|work|manuscript|article)\s+)?(?:has\s+been|was|is)\s+(?:accepted|submitted|published)(?:\s+for\s+publication)?\s+(?:by|to|in|at|for)\s+(?:the\s+)?(?:[A-Z][\w&/\-]*\s+){0,2}$`,
  'i',
);

/** The year of a date the journal's own mention states right after (or, opening the clause, before) its name; else null. */
export function journalDateYear(pre: string, post: string): number | null {
  const m = DATE_AFTER.exec(post) ?? MONTH_AFTER.exec(post) ?? DATE_BEFORE.exec(pre);
  if (!m) return null;
  const year = m.slice(1).find((g) => g !== undefined);
  return year ? Number(year) : null;
}
