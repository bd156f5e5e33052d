import { escapeRegExp, findVenue } from './catalogue.ts';
import { statusCues } from './cues.ts';
import type { VenueMention } from './detect.ts';
import { mapMentions, mentionWith } from './mention-shape.ts';

/**
 * A series' acronym as authors write a workshop's or challenge's: a capital, then letters, digits and hyphen-joined
 * parts, two capitals at least ("NTIRE", "CV4Animals", "LoResLM", "Med-Reasoner").
 */
const SERIES = String.raw`[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*`;
/** Two capitals at least: an acronym or a camel-case name, never a capitalised word. */
const TWO_CAPITALS = /[A-Z].*[A-Z]/;
/**
 * "NTIRE 2025", "CV4Animals 2025", "LoResLM-2026": the series and an edition year; "NTIRE 26", "CV4Animals'25": the
 * year in two digits (round v281, set 282 part A), compared with the workshop's year as two digits.
 */
// Two digits after a space or hyphen only when a stop or the end follows ("NTIRE 26:", never "GPT 26 times").
const SERIES_YEAR = new RegExp(String.raw`(?<![\w@/-])(${SERIES})(?:[\s'’-]*((?:19|20)\d{2})(?!\d)|\s*['’](\d{2})(?!\d)|[\s-](\d{2})(?![\w.])(?=\s*(?:$|[,;:)]|\.(?:\s|$))))`, 'g');
/** The year a SERIES_YEAR match writes is the workshop's: four digits equal, two digits its last two. */
const sameYear = (written: string, year: number) => (written.length === 2 ? Number(written) === year % 100 : Number(written) === year);
/** "5th PVUW MeViS-Text Challenge", "7th LSVOS Challenge", "LoViF Challenge": a challenge's series, ordinal or none. */
const SERIES_CHALLENGE = new RegExp(String.raw`(?<![\w@/-])(?:\d{1,2}(?:st|nd|rd|th)\s+(${SERIES})(?:\s+[\w-]+){0,2}|(${SERIES}))\s+Challenge(?![A-Za-z])`, 'g');
/**
 * "the Mobile AI (MAI) 2026 Workshop at CVPR 2026", "the GRAIL-V (Grounded Retrieval and …) workshop": the acronym a
 * workshop's name gives in brackets before "Workshop", or before its gloss in brackets (README: the acronym the text gives).
 */
const BRACKETED_BEFORE_WORKSHOP = new RegExp(String.raw`\(\s*(${SERIES})\s*\)\s*(?:(?:19|20)\d{2}\s+)?[Ww]orkshop(?![A-Za-z])|(?<![\w@/-])(${SERIES})\s*\([^()]{8,160}\)\s*[Ww]orkshop(?![A-Za-z])`, 'g');
/** "CVPRW 2026 Med-Reasoner": a series after the host's workshops tag and year, ending the comment or its clause. */
const AFTER_HOST_TAG = (host: string) => new RegExp(String.raw`(?<![A-Za-z])${escapeRegExp(host)}\s*W\s*(?:19|20)\d{2}\s+(${SERIES})\s*(?:$|[.,;)])`);
/** Words in capitals that name no workshop: publishers, proceedings series, ranks, programme and file words. */
const NOT_SERIES = /^(?:IEEE|ACM|IEEE-CS|CVF|PMLR|LNCS|LNAI|CCIS|CEUR|AAAI|SPIE|USENIX|IAPR|ISCA|CCF|CORE|USA|UK|EU|PDF|URL|DOI|API|LLM|LLMs|AI|ML|NLP|CV|GitHub|OpenReview|YouTube|HuggingFace|ArXiv|PhD|MSc|TBD)$/i;

function acceptable(name: string, host: string): boolean {
  if (!TWO_CAPITALS.test(name) || NOT_SERIES.test(name) || statusCues(name).length) return false;
  const letters = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const upper = letters(name);
  // the host itself however joined ("ECML-PKDD"), its workshops ("CVPRW"), a word of its name ("VIS" of IEEE VIS), or
  // another venue the lists know (a second entry of its own, read apart)
  if (upper.startsWith(letters(host)) || host.split(/[\s-]+/).some((w) => letters(w) === upper)) return false;
  return !findVenue(name);
}

/** The one series the comment names for a workshop at `host` in `year`, else null (none, or several). */
function seriesNamed(comments: string, host: string, year: number | null): string | null {
  const names = new Set<string>();
  // a two-digit year only beside a workshop whose year is known ("NTIRE 26" with CVPR 2026)
  for (const m of comments.matchAll(SERIES_YEAR)) if (acceptable(m[1], host) && (year === null ? m[2] !== undefined : sameYear(m[2] ?? m[3] ?? m[4], year))) names.add(m[1]);
  for (const m of comments.matchAll(SERIES_CHALLENGE)) {
    const name = m[1] ?? m[2];
    if (acceptable(name, host)) names.add(name);
  }
  for (const m of comments.matchAll(BRACKETED_BEFORE_WORKSHOP)) {
    const name = m[1] ?? m[2];
    if (acceptable(name, host)) names.add(name);
  }
  const after = AFTER_HOST_TAG(host).exec(comments);
  if (after && acceptable(after[1], host)) names.add(after[1]);
  return names.size === 1 ? [...names][0] : null;
}

/**
 * "Accepted at CVPR Workshop, CV4Animals 2025", "Accepted by CVPR2026 Workshop; LoViF Challenge", "Challenge Report of
 * NTIRE 2025; …; Accepted by CVPR Workshop", "Accepted at LoResLM 2026, EACL 2026 Workshop", "… 5th PVUW MeViS-Text
 * Challenge (CVPR 2026 Workshop)", "Accepted to CVPRW 2026 Med-Reasoner": a listed conference's workshop read with no
 * name, where the comment names one series — an acronym with the workshop's year, a challenge's series, or an acronym
 * right after the host's workshops tag — is that series' workshop (README: the acronym the text gives). Two series
 * named, or only a venue the lists know, leave it unnamed.
 */
export function unnamedWorkshopSeries(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some((e) => e.track === 'workshop' && e.workshop === null)) return found;
  return mapMentions(found, (e) => {
    if (e.track !== 'workshop' || e.workshop !== null || findVenue(e.venue)?.kind !== 'conference') return e;
    const name = seriesNamed(comments.replace(/\s+/g, ' '), e.venue, e.year);
    return name ? mentionWith(e, { workshop: name }) : e;
  });
}
