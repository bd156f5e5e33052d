// A journal's abbreviation printed in another spelling than any list's ("Journ. of Mod. Opt.", "Intl. J. of Quantum
// Information"): the labels name it by its ISO-4 name (J. Mod. Opt.), which JabRef lists. No journal is named here:
// JabRef's abbreviations decide, word by word.
import { journalAbbreviations } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';

/** Words ISO-4 leaves out that a printed abbreviation may keep ("Journ. of Mod. Opt."). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['of', 'the', 'and', 'in', 'on', 'for', '&']);

/** The words of an abbreviated name without periods and function words ("Journ. of Mod. Opt." -> Journ, Mod, Opt). */
function wordsOf(name: string): string[] {
  return name.split(/[\s.,:]+/).filter((w) => w !== '' && !FUNCTION_WORDS.has(w.toLowerCase()));
}

let byInitials: Map<string, number[]> | null = null;

/** JabRef's dotted ISO-4 abbreviations by their words' initials (numbers in abbreviations()); built on first use. */
function abbreviationsByInitials(): Map<string, number[]> {
  if (byInitials) return byInitials;
  byInitials = new Map();
  const abbrs = journalAbbreviations().abbreviations();
  for (let i = 0; i < abbrs.length; i++) {
    if (!abbrs[i].includes('.')) continue;
    const words = wordsOf(abbrs[i]);
    if (words.length < 3 || !words.every((w) => /^[A-Z]/.test(w))) continue;
    const k = words.map((w) => w[0]).join('');
    const list = byInitials.get(k);
    if (list) list.push(i);
    else byInitials.set(k, [i]);
  }
  return byInitials;
}

/** One printed word and one ISO-4 word shorten the same word: either begins the other ("Mod"/"Modern", "Topology"/"Topol"). */
function sameWord(printed: string, iso: string): boolean {
  const a = printed.toLowerCase();
  const b = iso.toLowerCase();
  return a.startsWith(b) || b.startsWith(a);
}

/**
 * The first word printed no shorter than the ISO-4 one ("Journ." for "J.", "Intl." for "Int."): a first word cut shorter
 * ("Teor. Mat. Fiz." against JabRef's "Teoret. Mat. Fiz.") may be another list's abbreviation, kept as printed (round v89).
 */
function firstNotShorter(printed: string, iso: string): boolean {
  return printed.toLowerCase().startsWith(iso.toLowerCase());
}

/**
 * The ISO-4 abbreviation JabRef gives a journal whose abbreviation is printed in another spelling: three capitalised
 * words at least, a period inside, no list knowing the name as printed, and exactly one JabRef abbreviation of as many
 * words (function words aside) each beginning the printed word in turn or begun by it, the first word not printed
 * shorter; undefined when none or several are.
 */
export function respelledAbbreviation(printed: string): string | undefined {
  if (!/[A-Za-z]\.\s*[A-Za-z]/.test(printed) || journalAbbreviations().has(nameKey(printed))) return undefined;
  const words = wordsOf(printed);
  if (words.length < 3 || !words.every((w) => /^[A-Z][A-Za-z]*$/.test(w))) return undefined;
  const abbrs = journalAbbreviations().abbreviations();
  let found: string | undefined;
  for (const i of abbreviationsByInitials().get(words.map((w) => w[0]).join('')) ?? []) {
    const iso = wordsOf(abbrs[i]);
    if (iso.length !== words.length || !firstNotShorter(words[0], iso[0]) || !iso.every((w, k) => sameWord(words[k], w))) continue;
    if (found !== undefined && found !== abbrs[i]) return undefined;
    found = abbrs[i];
  }
  return found;
}
