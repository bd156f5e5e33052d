import { ALIAS_INDEX, findVenue } from './catalogue.ts';
import { journalAbbreviations, physicalJournal, readJournalPairs } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';
import { lazy } from '../lazy.ts';

/**
 * Learned societies whose journals are cited with the society's acronym for its name ("Transactions of the AMS",
 * "Journal of the LMS", "Monthly Notices of the RAS"): every journal name of JabRef's lists that ends "… of the
 * <Society>" gives its society under the initials of the society's capitalised words ("American Mathematical Society"
 * -> AMS, "Acoustical Society of America" -> ASA). An acronym may stand for several societies (AMS: the
 * mathematicians', the meteorologists', the microscopists' …), each with how many journal names it ends — how much of
 * the literature is its (the mathematicians' twelve, the others' one or two). Built on first use (one pass over the ~29k pairs; only a name read as written in this shape asks for it).
 */
const SOCIETIES = lazy(() => {
  const out = new Map<string, Map<string, number>>();
  for (const [full] of readJournalPairs()) {
    const m = SOCIETY_AT_END.exec(full);
    if (!m) continue;
    const words = m[1].split(/\s+/).filter((w) => /^[A-Z]/.test(w));
    if (words.length < 2 || words.length > 6) continue;
    const acronym = words.map((w) => w[0]).join('');
    let names = out.get(acronym);
    if (!names) out.set(acronym, (names = new Map()));
    names.set(m[1], (names.get(m[1]) ?? 0) + 1);
  }
  return out;
});
/** A journal's full name ending "of the <Society>" (capitalised words and the small words between them), up to a stop. */
const SOCIETY_AT_END = /\bof\s+the\s+([A-Z][\w'-]*(?:\s+(?:(?:of|for|and|&|in|on|the)\s+)*[A-Z][\w'-]*)*)\s*(?:[.,:;(]|$)/;
/** "<Title> of the XYZ" closing the name, the title one to six words (a name read as written, so it is bounded). */
const OF_THE_SOCIETY = /^([A-Z][A-Za-z]*(?:\s+(?:[A-Z][A-Za-z]*|and|&|on|in)){0,5})\s+of\s+the\s+([A-Z]{2,6})$/;

/**
 * The name of a journal read as written with its society's acronym ("Transactions of the AMS"): the journal the lists
 * know by the society's spelled name ("Transactions of the American Mathematical Society"), named as that spelled name
 * would be (the catalogue's name, else a physical-science or mathematics journal's ISO-4 name, else the spelled name).
 * Where several of the acronym's societies make a known journal ("Transactions of the AMS": the mathematicians' and the
 * microscopists'), the one the lists give at least DOMINANT times as many journals as any other is read; otherwise
 * (ASA: the statisticians' and the acousticians', one journal each) none is, and the name stays as written.
 */
export function societyJournalName(venue: string): string | null {
  const m = OF_THE_SOCIETY.exec(venue);
  if (!m) return null;
  const societies = SOCIETIES().get(m[2]);
  if (!societies) return null;
  const known = [...societies].map(([s, journals]) => ({ full: `${m[1]} of the ${s}`, journals }))
    .filter(({ full }) => findVenue(full) || journalAbbreviations().has(nameKey(full)))
    .sort((a, b) => b.journals - a.journals);
  if (known.length === 0 || (known.length > 1 && known[0].journals < DOMINANT * known[1].journals)) return null;
  const full = known[0].full;
  const key = nameKey(full);
  const iso = journalAbbreviations().get(key);
  return findVenue(full)?.name ?? catalogueJournal(full) ?? (iso && catalogueJournal(iso)) ?? (iso && physicalJournal(key) ? iso : full);
}
/** How many times more journals a society must have than the acronym's next society to be read for it. */
const DOMINANT = 3;
/** The catalogue's name of the journal one of whose names is `name` ("Bull. Am. Astron. Soc." -> BAAS), if any. */
function catalogueJournal(name: string): string | undefined {
  const key = nameKey(name);
  return ALIAS_INDEX.get(name.split(/\s+/)[0].toLowerCase())?.find((a) => a.venue.kind === 'journal' && nameKey(a.alias) === key)?.venue.name;
}
