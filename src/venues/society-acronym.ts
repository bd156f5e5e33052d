import { ALIAS_INDEX, findVenue } from './catalogue.ts';
import { journalAbbreviations, physicalJournal } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';

/**
 * Learned societies whose journals are cited with the society's acronym for its name ("Transactions of the AMS",
 * "Journal of the LMS", "Monthly Notices of the RAS"), each acronym with every society the journal lists name that
 * journals are "of the …" (two for AMS and ASA: "Bulletin of the AMS" may be the mathematicians' or the
 * meteorologists'). Round v283 (set 283 part A: "Transactions of the AMS" read as written).
 */
const SOCIETIES: Record<string, readonly string[]> = {
  AMS: ['American Mathematical Society', 'American Meteorological Society'],
  LMS: ['London Mathematical Society'],
  EMS: ['European Mathematical Society'],
  RAS: ['Royal Astronomical Society'],
  AAS: ['American Astronomical Society'],
  ASA: ['American Statistical Association', 'Acoustical Society of America'],
  APS: ['American Physical Society'],
};
/** "<Title> of the XYZ" closing the name, the title one to six words (a name read as written, so it is bounded). */
const OF_THE_SOCIETY = /^([A-Z][A-Za-z]*(?:\s+(?:[A-Z][A-Za-z]*|and|&|on|in)){0,5})\s+of\s+the\s+(AMS|LMS|EMS|RAS|AAS|ASA|APS)$/;

/**
 * The name of a journal read as written with its society's acronym ("Transactions of the AMS"): the journal the lists
 * know by the society's spelled name ("Transactions of the American Mathematical Society"), named as that spelled name
 * would be (the catalogue's name, else a physical-science or mathematics journal's ISO-4 name, else the spelled name).
 * Null when no society's spelled name makes a known journal, or when more than one does (an acronym two societies share).
 */
export function societyJournalName(venue: string): string | null {
  const m = OF_THE_SOCIETY.exec(venue);
  if (!m) return null;
  const known = SOCIETIES[m[2]].map((s) => `${m[1]} of the ${s}`).filter((full) => findVenue(full) || journalAbbreviations().has(nameKey(full)));
  if (known.length !== 1) return null;
  const full = known[0];
  const key = nameKey(full);
  const iso = journalAbbreviations().get(key);
  return findVenue(full)?.name ?? catalogueJournal(full) ?? (iso && catalogueJournal(iso)) ?? (iso && physicalJournal(key) ? iso : full);
}
/** The catalogue's name of the journal one of whose names is `name` ("Bull. Am. Astron. Soc." -> BAAS), if any. */
function catalogueJournal(name: string): string | undefined {
  const key = nameKey(name);
  return ALIAS_INDEX.get(name.split(/\s+/)[0].toLowerCase())?.find((a) => a.venue.kind === 'journal' && nameKey(a.alias) === key)?.venue.name;
}
