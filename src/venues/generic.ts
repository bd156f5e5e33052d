import { statusCues, presentationCue } from './cues.ts';
import type { VenueEntry } from './venue-entry.ts';
import { journalAbbreviations } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';

/** A venue found without the catalogue: a workshop with no host, or a journal-ref naming an unknown journal. */
export type GenericEntry = VenueEntry;

const NAMED_WORKSHOP = [
  /(?<![A-Za-z])Workshop\s+on\s+[^()[\]]{3,120}?[([]\s*([A-Za-z][\w&\-]*[A-Z][\w&\-]*)\s*[)\]]/i,
  /(?<![A-Za-z])([A-Z][\w&\-]*[A-Z][\w&\-]*?)(?:\s*\d{4})?\s*:\s*(?:[A-Za-z]+\s+){0,2}Workshop(?![A-Za-z])/,
  /[([]\s*([A-Z][\w&\-]*[A-Z][\w&\-]*)\s*[)\]]\s*Workshop(?![A-Za-z])/,
];

/** A workshop named by its acronym with no host conference in the clause: the workshop is its own venue. */
export function genericWorkshop(clause: string): GenericEntry | null {
  if (!/workshop/i.test(clause)) return null;
  let name: string | null = null;
  let at = 0;
  for (const re of NAMED_WORKSHOP) {
    const m = re.exec(clause);
    if (m) { name = m[1].replace(/\d{4}$/, ''); at = m.index; break; }
  }
  if (!name) return null;
  const year = /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(clause);
  const cues = statusCues(clause.slice(0, at));
  const after = statusCues(clause.slice(at)).find((c) => c.status !== 'published' && c.status !== 'previous_version');
  const status = cues.length ? cues[cues.length - 1].status : after?.status ?? 'accepted';
  return { venue: name, year: year ? Number(year[1]) : null, track: 'workshop', workshop: name, status, presentation: presentationCue(clause) };
}

/**
 * A journal-ref naming a journal the catalogue does not know: its ISO-4 abbreviation when JabRef's journal lists
 * know the name as printed ("Annals of Applied Probability" -> "Ann. Appl. Probab."), else the name as written;
 * the year; published if cited with volume/pages.
 */
export function journalRefFallback(text: string): GenericEntry | null {
  const m = /^\s*([A-Za-z][A-Za-z.&'’\- ]{2,80}?)([\s.,]*)(?:vol(?:ume)?\.?\s*)?(?=\d|\(|$)/.exec(text);
  // An abbreviated name keeps its final dot; dots glued to the next word get their space ("Prog.Theor.Phys." -> "Prog. Theor. Phys.").
  const printed = m ? `${m[1].trim()}${m[2].startsWith('.') && /\.[A-Za-z]|\s[A-Z][a-z]*$/.test(` ${m[1].trim()}`) ? '.' : ''}`.replace(/\.(?=[A-Z])/g, '. ') : undefined;
  if (!printed || printed.length < 3) return null;
  const name = journalAbbreviations().get(nameKey(printed)) ?? printed;
  const years = [...text.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)];
  const year = years.length ? Number(years[years.length - 1][1]) : null;
  const rest = text.replace(/(?<!\d)(?:19|20)\d{2}(?!\d)/g, '');
  const status = /\d/.test(rest) || /proceedings/i.test(text) ? 'published' : 'accepted';
  return { venue: name, year, track: 'main', workshop: null, status, presentation: null };
}
