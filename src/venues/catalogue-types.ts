/** What a catalogue venue is: a conference has editions every year; a journal has none to infer. */
export type VenueKind = 'conference' | 'journal' | 'workshop' | 'symposium';

/**
 * One venue of the catalogue, as written in the data files.
 * Alias strings are plain text: a space matches spaces or hyphens, a trailing `.` is optional,
 * and a match never continues into a neighbouring letter ("ICML" does not match "ICMLA").
 */
/** A programme a venue holds beside its main track (VenueDef.programmes). */
export type Programme = 'posters' | 'journal track' | 'labs';

export interface VenueDef {
  /** Canonical short name, e.g. "ICML", "Phys. Rev. Lett.". */
  name: string;
  kind: VenueKind;
  /** Acronyms and short names, matched case-insensitively ("Neurips", "acl 2025"). */
  acr?: string[];
  /** Acronyms matched only in this exact case (PRL, PRE: "pre-review" is not Phys. Rev. E). */
  cs?: string[];
  /** Ambiguous short forms (IV, FG, MM): case-sensitive and only counted next to a year or after the full name. */
  weak?: string[];
  /** Full names and long spellings, matched case-insensitively. */
  full?: string[];
  /** Short full names from the lists ("Pattern Recognition", "Neural Networks"): case-sensitive, only next to a year or cue, never inside a longer name. */
  weakFull?: string[];
  /** CCF 2026 tier, from the shipped catalogue. */
  ccf?: 'A' | 'B' | 'C';
  /** CORE tier (A*, A, B, C) as carried by ccf-deadlines. */
  core?: 'A*' | 'A' | 'B' | 'C';
  /** CCF area in English and Chinese. */
  area?: { en: string; zh: string };
  /** DBLP streams ("conf/kdd"). */
  dblp?: string[];
  /** For an acronym several list venues share (FSE): the venues it may mean; resolved by the text's words, else kept as written. */
  ambiguous?: VenueDef[];
  /** Usual month of the meeting (1-12); conferences only. */
  month?: number;
  /** Months between the acceptance notification and the meeting (default 3). */
  lag?: number;
  /** Year of the 0th edition: the Nth edition takes place in base + N (e.g. ICML 43rd = 1983 + 43 = 2026), in base + 2N for a venue held every other year (ICPR 28th = 1970 + 56 = 2026). */
  base?: number;
  /** Editions held every other year: 'odd' or 'even' years only. */
  every?: 'odd' | 'even';
  /** Co-branded names that are the same venue, for documentation ("IJCAI-ECAI"). */
  note?: string;
  /** Special tracks the venue names by acronym (AAAI's AISI): an acronym at the host so named is a track, not a workshop. */
  tracks?: string[];
  /**
   * Programmes of this venue that are not its main track although the general reading takes them for it:
   * - 'posters': posters are a programme of their own (two-page abstracts beside the papers, as at SIGGRAPH, CHI or HCI
   *   International), while at NeurIPS or CVPR a poster is how a main-track paper is shown;
   * - 'journal track': papers of journals presented at the meeting (IJCAI, ECML PKDD), while a graphics or
   *   visualisation venue's journal track (SIGGRAPH, Pacific Graphics, PacificVis) is its technical papers, main track;
   * - 'labs': evaluation labs (CLEF's shared tasks, "CheckThat! Lab"), a programme of their own like a challenge.
   */
  programmes?: Programme[];
}
