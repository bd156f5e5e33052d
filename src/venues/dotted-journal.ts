// Journal names abbreviated as printed ("Phys. Plasmas", "J. Phys. Soc. Jpn.", "IEEE Trans. Pattern Anal. Mach. Intell.",
// the dotless "J Fluid Mech"): an ISO-4 or MEDLINE abbreviation JabRef lists (data/venues/journal-abbreviations.json.gz,
// CC0). Such a name is read whole, and a period inside it ends no clause. No journal is named here: JabRef's list
// decides which runs of abbreviated words are journals.
import type { VenueDef } from './catalogue-types.ts';
import { findVenue, onCatalogueChange, VENUES } from './catalogue.ts';
import type { Mention } from './mentions.ts';
import { ieeeInitials, ieeePeriodical, isoInitials, journalAbbreviations, physicalJournal } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';

/**
 * One word of an abbreviated name: a capitalised word or initial, maybe with its period ("Phys.", "J.", "IEEE/ACM",
 * "A&A"), a joining word ("of", "and", "de"), or "&". Words are set off by spaces, a comma, a colon ("J. Phys. A: Math.
 * Theor.", "Nucl. Instrum. Methods Phys. Res., Sect. A"), or nothing after a period ("Int.J.Theor.Phys").
 */
const WORD = String.raw`(?:[A-Z][A-Za-z]*(?:[/&][A-Z][A-Za-z]*)?\.?|&|of|and|in|on|for|the|de|des|der|di|du|und)`;
const RUN = new RegExp(String.raw`(?<![A-Za-z.&/])[A-Z][A-Za-z]*(?:[/&][A-Z][A-Za-z]*)?\.?(?:(?:(?<=\.)|[\s,:]+)${WORD}){1,11}`, 'g');
const WORD_G = new RegExp(WORD, 'g');
/** An abbreviated word ending in its period and then another word: the mark of a dotted abbreviation ("Phys. P"). */
const INNER_PERIOD = /[A-Za-z]\.\s*[A-Za-z&]/;
/** "Nucl. Phys. (Proc. Suppl.)": the journal's proceedings supplement, a series printing a meeting, not the journal. */
const SERIES_AFTER = /^\s*\(\s*(?:Proc|Suppl)/;
/** Proceedings series and meetings ("Proc. IEEE Conf. …", "Lect. Notes", "IAU Symp."): their readers are elsewhere. */
const SERIES_WORD = /(?<![A-Za-z])(?:Proc|Proceedings|Conf|Symp|Lect|Ser|Workshop)(?![a-z])/;

/** A JabRef abbreviation found in a text: where it is, as printed, and the ISO-4 form JabRef gives. */
export interface DottedJournal { start: number; end: number; printed: string; abbr: string }

/**
 * The longest run of words from `words[i]` on that JabRef lists as a journal's abbreviation, as [last word index, the
 * ISO-4 abbreviation JabRef reads it as]; null when none does. Printed with a period inside, any spelling JabRef lists
 * ("J. Mod. Opt" for J. Modern Opt.); without one, only the abbreviation's own words ("J Fluid Mech"): a full name is
 * not taken here (the journal readers know those).
 */
function longestAt(text: string, words: RegExpMatchArray[], keys: string[], i: number): [number, string] | null {
  const names = journalAbbreviations();
  for (let j = Math.min(words.length - 1, i + 11); j > i; j--) {
    const key = keys.slice(i, j + 1).join('');
    // "Comm. in Partial Differential Equations", "Adv. in Math.": a preposition or article inside the printed name, which
    // ISO-4 drops, is read without it (never the run's last word).
    const abbr = names.get(key) ?? (j > i + 1 && !FUNCTION_WORD.test(words[j][0]) && words.slice(i + 1, j).some((w) => FUNCTION_WORD.test(w[0]))
      ? names.get(keys.filter((_, k) => k >= i && k <= j && !FUNCTION_WORD.test(words[k][0])).join('')) : undefined);
    if (!abbr || !abbr.includes('.')) continue;
    if (nameKey(abbr) === key || INNER_PERIOD.test(text.slice(words[i].index!, words[j].index! + words[j][0].length))) return [j, abbr];
  }
  return null;
}

/** Each word's nameKey: a span's key is its words' keys joined (what stands between words is no letter or digit). */
function wordKeys(words: RegExpMatchArray[]): string[] {
  return words.map((w) => nameKey(w[0]));
}

/** Every JabRef abbreviation printed with a period inside it ("Phys. Plasmas", "Int.J.Theor.Phys"), leftmost longest first. */
export function dottedJournals(text: string): DottedJournal[] {
  if (!text.includes('.') || !ABBREVIATION_HINT.test(text)) return [];
  const out: DottedJournal[] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    if (!INNER_PERIOD.test(m[0])) continue;
    const words = [...m[0].matchAll(WORD_G)];
    const keys = wordKeys(words);
    for (let i = 0; i < words.length - 1; i++) {
      const found = longestAt(m[0], words, keys, i);
      if (!found) continue;
      const [j, abbr] = found;
      const printed = m[0].slice(words[i].index!, words[j].index! + words[j][0].length);
      const start = m.index + words[i].index!;
      const end = start + printed.length;
      if (INNER_PERIOD.test(printed) && !SERIES_WORD.test(printed) && !headOfLonger(m[0], words, j) && !tailOfLonger(m[0], words, i)
        && WHOLE_WORD.test(printed) && !SERIES_AFTER.test(text.slice(end, end + 12))) out.push({ start, end, printed, abbr });
      i = j;
    }
  }
  return out;
}

/**
 * The journal a text opens with when its first words are a JabRef abbreviation, dotted or not ("Phys. Plasmas",
 * "J Fluid Mech", "IEEE Trans. Inform. Theory, 2007"), named as its full name would be: the catalogue's venue, an IEEE
 * periodical's initials (TIT), the ISO-4 name of a physical-science journal, else the abbreviation as printed. `end` is
 * where the name ends in the text; null when the text opens with none.
 */
export function journalAbbreviationAt(rest: string): { venue: string; end: number } | null {
  if (!/^[A-Z][A-Za-z]*(?:[/&][A-Z][A-Za-z]*)?\.?[\s,:]*(?:[A-Z&]|(?:in|of|on|for|the)\s+[A-Z])/.test(rest) && !/^[A-Z][a-z]*\.[A-Z]/.test(rest)) return null;
  RUN.lastIndex = 0;
  const m = RUN.exec(rest);
  if (!m || m.index !== 0) return null;
  const words = [...m[0].matchAll(WORD_G)];
  const found = longestAt(m[0], words, wordKeys(words), 0);
  if (!found) return null;
  const [j, abbr] = found;
  const end = words[j].index! + words[j][0].length;
  if (SERIES_WORD.test(rest.slice(0, end)) || headOfLonger(m[0], words, j) || !WHOLE_WORD.test(rest.slice(0, end)) || SERIES_AFTER.test(rest.slice(end, end + 12))) return null;
  // "Commun Math Physics": printed without periods, a name going on in another capitalised word is a longer name, not
  // the abbreviation of its first words ("Commun. Math.")
  if (!rest.slice(0, end).includes('.') && /^[A-Z]/.test(words[j + 1]?.[0] ?? '')) return null;
  return { venue: journalName(rest.slice(0, end), abbr), end };
}

/**
 * "J. Phys.: Cond Matter": a colon or another abbreviated word going on from the name ending at words[j] makes it the
 * head of a longer name JabRef does not list as printed, no journal of its own.
 */
function headOfLonger(run: string, words: RegExpMatchArray[], j: number): boolean {
  const next = words[j + 1];
  return !!next && (run.slice(words[j].index! + words[j][0].length, next.index).includes(':') || next[0].endsWith('.'));
}

/**
 * "Comm.Comput.Phys.": an abbreviated word right before the first word (no comma or colon between) makes the run the
 * tail of a longer name JabRef does not list as printed ("Commun. Comput. Phys."), not the journal "Comput. Phys.".
 */
function tailOfLonger(run: string, words: RegExpMatchArray[], i: number): boolean {
  const prev = words[i - 1];
  return !!prev && prev[0].endsWith('.') && !/[,:]/.test(run.slice(prev.index! + prev[0].length, words[i].index));
}

/** A word of three letters at least: initials alone ("R.J. Brazil", "J.T.") are a person's or a place's, no journal's. */
const WHOLE_WORD = /[A-Za-z]{3}/;

/** White space and a capital letter: a new sentence may start. */
const SENTENCE_AFTER = /^\s+[A-Z]/;

/** A period after a short capitalised word, then a capital: the cheap first test for a dotted abbreviation ("Phys. R"). */
const ABBREVIATION_HINT = /(?<![A-Za-z])[A-Z][a-z]{0,7}\.\s*(?:[A-Z&]|(?:in|of|on|for|the)\s+[A-Z])/;
/** The words ISO-4 leaves out of an abbreviation that a printed name may keep ("Comm. in …"). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['in', 'of', 'on', 'for', 'the']);
/** /^(?:in|of|on|for|the)$/ by a set look-up (the whole word, as written): looked up for every word of a dotted run. */
const FUNCTION_WORD = { test: (w: string): boolean => FUNCTION_WORDS.has(w) };

/**
 * The journals a comment names by a dotted JabRef abbreviation (`dotted`: dottedJournals of the text), as venue mentions beside the catalogue's (`known`,
 * which win where they overlap): so that a clause naming a conference and an abbreviated journal ("Extended version
 * of our ICML 2025 paper, submitted to IEEE Trans. Pattern Anal. Mach. Intell.") is read as two, and a bare tag ("4
 * pages, 4 figures, Phys. Fluids") as a journal's. The catalogue's venue where JabRef's abbreviation of its full name
 * is this one, else a journal named as its full name would be (journalName).
 */
export function abbreviationMentions(text: string, dotted: readonly DottedJournal[], known: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const d of dotted) {
    if (known.some((k) => k.start < d.end && k.end > d.start)) continue;
    const listed = catalogueByAbbreviation().get(d.abbr);
    const name = listed ? listed.name : journalName(d.printed, d.abbr);
    // The name's last period may end the sentence too ("Accepted in Astron. Nachr. It has not been edited"): before a
    // capitalised word the mention stops before it, so the clause may end there ("(2013)" after it stays with the name).
    const end = d.printed.endsWith('.') && SENTENCE_AFTER.test(text.slice(d.end, d.end + 3)) ? d.end - 1 : d.end;
    out.push({ venue: listed ?? findVenue(name) ?? { name, kind: 'journal' }, start: d.start, end, strength: 'generic' });
  }
  return out;
}

/**
 * "Comm. in Partial Differential Equations", "Adv. in Math.": an abbreviated name (a period inside) printed with a
 * preposition or article that ISO-4 leaves out, as JabRef lists it without them ("Comm. Partial Differential Equations");
 * undefined when JabRef lists no such name.
 */
export function abbreviationWithoutFunctionWords(printed: string): string | undefined {
  if (!INNER_PERIOD.test(printed)) return undefined;
  const words = printed.split(/[\s,:]+/).filter(Boolean);
  if (words.length < 3 || FUNCTION_WORD.test(words[words.length - 1]) || !words.some((w) => FUNCTION_WORD.test(w))) return undefined;
  return journalAbbreviations().get(words.filter((w) => !FUNCTION_WORD.test(w)).map(nameKey).join(''));
}

/** The name a journal known by its JabRef abbreviation is given (see journalAbbreviationAt). */
function journalName(printed: string, abbr: string): string {
  const listed = catalogueByAbbreviation().get(abbr);
  if (listed) return listed.name;
  const initials = isoInitials(abbr);
  const full = initials ? ieeePeriodical(initials) : undefined;
  // An IEEE periodical by its initials, when no other shares them ("IEEE Trans. Inform. Theory" -> TIT, as its full name).
  if (full) return ieeeShortName(full);
  if (physicalJournal(nameKey(abbr))) return abbr;
  // As written, with the abbreviation's last period ("Moscow Math. J" -> "Moscow Math. J.").
  const written = printed.replace(/\s+/g, ' ');
  return abbr.endsWith('.') && !written.endsWith('.') ? `${written}.` : written;
}

/**
 * An IEEE periodical's full name as readers shorten it: its initials (TASE, WCL) when no other periodical shares them
 * and the name has the shape of a Transactions, Journal or Letters; else the name as printed.
 */
export function ieeeShortName(printed: string): string {
  const initials = ieeeInitials(nameKey(printed));
  return initials && initials.length <= 5 && IEEE_INITIALS_SHAPE.test(printed.replace(/\s+/g, ' ')) ? initials : printed;
}
const IEEE_INITIALS_SHAPE = /^IEEE(?:\/[A-Z]+)? (?:Transactions on |(?:Open (?:Access )?)?Journal (?:of|on) |(?:[A-Z][a-z]+ )+Letters$)/;

/** Publishers the catalogue's full names leave out ("IEEE Transactions on X" is listed as "Transactions on X"). */
const DROPPED_PUBLISHERS = ['', 'IEEE ', 'ACM ', 'IEEE/ACM '];
let byAbbr: Map<string, VenueDef> | null = null;
onCatalogueChange(() => { byAbbr = null; });

/** The catalogue's journals by the JabRef abbreviation of their full names; an abbreviation two venues share names neither. */
function catalogueByAbbreviation(): Map<string, VenueDef> {
  if (byAbbr) return byAbbr;
  const names = journalAbbreviations();
  const found = new Map<string, VenueDef | null>();
  for (const v of VENUES) {
    if (v.kind !== 'journal') continue;
    for (const f of [...(v.full ?? []), ...(v.weakFull ?? [])]) {
      for (const p of DROPPED_PUBLISHERS) {
        const abbr = names.get(nameKey(p + f));
        if (!abbr || !abbr.includes('.')) continue;
        const had = found.get(abbr);
        found.set(abbr, had === undefined || had === v ? v : null);
      }
    }
  }
  byAbbr = new Map([...found].filter((e): e is [string, VenueDef] => e[1] !== null));
  return byAbbr;
}
