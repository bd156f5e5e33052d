import { statusCues } from './cues.ts';
import { texAccentsDecoded } from './latin.ts';
import type { VenueEntry } from './venue-entry.ts';

/**
 * "a chapter accepted for publication in Generative and Agentic AI Reliability: Architectures, …, published by Springer
 * Nature", "Forthcoming chapter in AI in Supply Chains: Perspectives from …, edited by …", "Published as a book chapter
 * in: Transformación Digital en la Educación: … (UA Journals, 2024), pp. 11-14": a chapter of an edited book. The book is
 * the venue (README: the edited book), named by its title as written: capitalised, up to where the editors, the publisher,
 * a series or a bracket begin, or the sentence ends. "Submitted chapter for book: A. Zed & B. Quill (Eds.), Quiet Widgets and
 * Society. Springer": "for" and the word book (volume, handbook) say the same, the editors before "(Eds.)" then the
 * title (round vleft4, set 325 part A: nothing read).
 */
const CHAPTER_IN = /(?<![A-Za-z])[Cc]hapter\s+(?:(?:accepted|forthcoming|published|to\s+appear|submitted)\s+(?:for\s+publication\s+)?)?(?:in\s*:?\s+(?:the\s+)?(?:(?:edited\s+)?(?:book|volume|handbook)\s+)?|for\s+(?:the\s+|an?\s+)?(?:edited\s+)?(?:book|volume|handbook)\s*:?\s+)["“]?([A-Z][^;"”()]{5,200}?)["”]?(?=\s*,\s*(?:edited|eds?\.|published|to\s+be\s+published|and\s+part|part\s+of|\d{4}|\d{1,2}(?:st|nd|rd|th)\s+[Ee]dition|(?:[A-Z][\w\-]*\s+){0,3}(?:Press|Publishing|Publishers|Verlag)(?![A-Za-z])|(?:Springer|Elsevier|Wiley|CRC|Cambridge|Oxford|IGI|World\s+Scientific|MIT\s+Press|Routledge|De\s+Gruyter|Taylor|IOS\s+Press|CRC\s+Press)(?![A-Za-z]))|\s*\(|\.\s|\.?\s*$|\s*;)/;
/**
 * The year a bracket right after the title closes with ("(UA Journals, 2024)"), or the publisher's note after a comma
 * ("The Springer Handbook of Spacetime, Springer-Verlag, 2013").
 */
const YEAR_AFTER = /^\s*\([^()]{0,60}?((?:19|20)\d{2})\s*\)|^\s*,[^.;()]{0,60}?,\s*((?:19|20)\d{2})\s*(?=$|[.;])/;
/** "in Daniele Quercia and Marios Constantinides (Eds.). Operationalizing Responsible AI.": the editors, then the title. */
const EDITORS_THEN_TITLE = /^\s*\(\s*[Ee]ds?\.?\s*\)\s*[.:,]?\s*([A-Z][^.;()]{5,200}?)\s*(?=\.\s|\.?\s*$|[,;])/;
/**
 * Editors' names led by an initial ("T. Zed & C. Quill") up to a bracket "(Eds.)" / "(Ed.)", within 120 characters (no
 * bracket or line break between): a title never opens with an initial.
 */
const EDITORS_AHEAD = /^[A-Z]\.[^()\n]{1,118}?(?=\(\s*[Ee]ds?\.?\s*\))/;
/** "Forthcoming", "to appear": a chapter still to be printed. */
const FORTHCOMING = /(?<![A-Za-z])(?:forthcoming|to\s+appear)(?![A-Za-z])/i;

/**
 * "To appear in "Short Period Binary Stars", ed. E.F. Milone, D.A. Leahy, & D.W. Hobill (Springer)": a quoted title the
 * editors follow is an edited book, "chapter" unsaid; never a proceedings ("Proceedings of …" is its meeting's).
 */
const QUOTED_EDITED = /(?<![A-Za-z])(?:[Tt]o\s+appear|[Ff]orthcoming|[Pp]ublished|[Aa]ccepted\s+for\s+publication)\s+in\s*:?\s+["“](?!Proc(?:eedings|\.))([A-Z][^"”]{5,200}?)["”]\s*,?\s*(?=(?:[Ee]ds?\.|[Ee]dited\s+by)\s)/;

/** The edited book a record's comments name as the home of its chapter, or null. */
export function bookChapter(text: string): VenueEntry | null {
  return chapterBook(text) ?? editedBook(text);
}

function chapterBook(text: string): VenueEntry | null {
  // (The quoted book needs a quote mark: looked for first, its regexes run only then.)
  if (!/chapter/i.test(text)) return (text.includes('"') || text.includes('“')) && /(?<![A-Za-z])(?:eds?\.|edited\s+by)\s/i.test(text) ? quotedEdited(text) : null;
  const m = CHAPTER_IN.exec(text);
  if (!m) return null;
  // Editors' names with initials ("A. Zed & B. Quill (Eds.), Title"): the title is the one after "(Eds.)", however the
  // names' periods cut the first reading.
  const at = text.indexOf(m[1], m.index);
  const names = EDITORS_AHEAD.exec(text.slice(at, at + 160));
  const after = text.slice(names ? at + names[0].length : m.index + m[0].length);
  const edited = EDITORS_THEN_TITLE.exec(after);
  // TeX accents as the letters they print ("Transformaci\\'on" -> "Transformación").
  const title = texAccentsDecoded((edited ? edited[1] : m[1]).replace(/\s+/g, ' ').trim().replace(/[,:]$/, ''));
  // A title is words: at least two, the first capitalised (not a lone name such as "Springer").
  if (title.split(' ').length < 2) return null;
  const before = text.slice(0, m.index + m[0].length - m[1].length);
  const cue = statusCues(before).pop()?.status;
  const status = cue === 'published' || cue === 'submitted' || cue === 'under_review' || cue === 'accepted' ? cue : 'accepted';
  const y = YEAR_AFTER.exec(edited ? after.slice(edited[0].length) : after);
  return { venue: title, year: y ? Number(y[1] ?? y[2]) : null, track: 'main', workshop: null, status: FORTHCOMING.test(before) && status === 'published' ? 'accepted' : status, presentation: null };
}

/** A meeting named anywhere: the edited volume is then its proceedings, the meeting the venue (not read here). */
const MEETING = /(?<![A-Za-z])(?:proceedings|proc\.|conference|symposium|workshop|meeting|congress|colloquium|school)(?![A-Za-z])/i;

function quotedEdited(text: string): VenueEntry | null {
  if (MEETING.test(text)) return null;
  const m = QUOTED_EDITED.exec(text);
  if (!m) return null;
  const title = texAccentsDecoded(m[1].replace(/\s+/g, ' ').trim().replace(/[,:]$/, ''));
  if (title.split(' ').length < 2) return null;
  const cue = statusCues(text.slice(0, m.index + m[0].length - m[1].length - 1)).pop()?.status;
  const status = cue === 'published' && !FORTHCOMING.test(m[0]) ? 'published' : 'accepted';
  // "eds. A. Gomberoff and D. Marolf (Springer, 2005)", "edited by …, American Institute of Physics, New York, 2007": the
  // year the publisher's note after the editors gives (in its bracket or after a comma), before any other quote or clause.
  const y = /^[^"“”;]{0,200}?[(,]\s*(?:[^()"“”;,]{0,60},\s*)?((?:19|20)\d{2})\s*(?=[),.;]|$)/.exec(text.slice(m.index + m[0].length));
  return { venue: title, year: y ? Number(y[1]) : null, track: 'main', workshop: null, status, presentation: null };
}

/**
 * "Theory and Simulation of Hard-Sphere Fluids …, Lectures Notes in Physics, vol. 753, … (Springer, Berlin, 2008), pp.
 * 183-245": a journal-ref citing the book the comments name (three of the title's words of four letters or more in it)
 * with pages and a year is that book's printing: published, that year.
 */
export function bookCited(e: VenueEntry, journalRef: string | null): VenueEntry {
  if (!journalRef || !/(?:pp\.|pages?)\s*\d|\d\s*[-–]+\s*\d/.test(journalRef)) return e;
  const years = journalRef.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g);
  if (!years) return e;
  const words = new Set(journalRef.toLowerCase().split(/[^a-z]+/));
  const shared = e.venue.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4 && words.has(w));
  return new Set(shared).size >= 3 ? { ...e, status: 'published', year: Number(years[years.length - 1]) } : e;
}

/** A cue before an edited book's title: "to appear in", "appeared in", "published in", "In:" … */
const BOOK_CUE = String.raw`(?:(?<![A-Za-z])(?:[Tt]o\s+appear|[Tt]o\s+be\s+published|[Aa]ppeared|[Pp]ublished|[Aa]ccepted\s+for\s+publication|[Ff]orthcoming)\s+in\s*:?\s+|(?<![A-Za-z])[Ii]n:\s+)`;
/** An author-year citation's year: "Roe, K. (2021). " — a bracketed year after an initial's full stop, then a full stop. */
const AUTHOR_YEAR = /[A-Z]\.,?\s\(((?:19|20)\d{2})\)\.\s/;
/** Book publishers ("Cambridge University Press", "World Scientific", "Wiley"): no journal's or meeting's. */
const BOOK_PUBLISHER = String.raw`(?:(?:[A-Z][\w\-]*\s+){0,3}(?:Press|Publishing|Publishers|Verlag)(?![A-Za-z])|Wiley|World\s+Scientific|Springer(?:\s*Nature|-Verlag)?|Elsevier|CRC|Routledge|De\s+Gruyter|Birkh\S{1,4}user)`;
/** The editors after the title: "(T. Shaska, …, editors)", "Barucci et al. eds.", ", ed. L. C. Ho and …", "edited by". */
const EDITORS_AFTER = String.raw`\s*,?\s*(?:\(\s*[^()]{0,150}?(?:editors?|[Ee]ds?\.?)\s*\)|(?:[A-Z][\w.\-]*\s+){1,4}(?:et\s+al\.\s*,?\s*)?[Ee]ds?\.|[Ee]ds?\.\s+[A-Z]|[Ee]dited\s+by\s)`;
/** "To appear in: Anomalous Transport: Foundations and Applications, Wiley, VCH (Berlin), Fall 2007": a title, then its editors or its publisher. */
const TITLE_THEN_EDITORS = new RegExp(String.raw`${BOOK_CUE}(?:the\s+)?[\u0060'"“‘]{0,2}([A-Z][^;"“”\u0060'‘’()]{4,160}?)[\u0060'"”’]{0,2}(?=${EDITORS_AFTER}|\s*[,.]\s*(?:[A-Z][a-z]+:\s*)?${BOOK_PUBLISHER})`);
/** "in: B. Edixhoven, G. van der Geer and B. Moonen (eds.), Modular Forms on Schiermonnikoog. Cambridge University Press 2008". */
const EDITORS_THEN_BOOK = new RegExp(String.raw`${BOOK_CUE}[A-Z][^()]{2,200}?\(\s*[Ee]ds?\.?\s*\)\s*[.:,]?\s*([A-Z][^.;()]{4,160}?)(?=\.\s|\.?\s*$|\s*[,(])`);
/** "accepted for publication in the Springer Nature book Artificial Intelligence-Driven Forensics", "Elsevier Book Chapter: Next-Generation Remote Sensing Methods". */
const NAMED_BOOK = new RegExp(String.raw`(?:${BOOK_CUE}the\s+(?:${BOOK_PUBLISHER}\s+)?(?:book|volume|handbook)\s+|(?<![A-Za-z])[Bb]ook\s+[Cc]hapter\s*:\s*)([A-Z][^.;"“”()]{4,160}?)(?=\.\s|\.?\s*$|\s*[,;(])`);
/** A meeting's or a series' word in the title: its proceedings, named by the meeting (read elsewhere). */
const MEETING_TITLE = /(?<![A-Za-z])(?:proceedings|proc\.|conference|symposium|workshop|meeting|congress|colloquium|school|lecture\s+notes|journal|transactions|letters)(?![A-Za-z])/i;

/**
 * An edited book named with no "chapter": its title after a publication cue, then its editors or its publisher
 * ("to appear in `Transneptunian Objects', Barucci et al. eds., University of Arizona Press", "Appeared in Advances in
 * coding theory and cryptology, (T. Shaska, …, editors), World Scientific, 2007", "To be published in: The Philosophical
 * Foundations of Information Technology Law. Oxford University Press"); the editors, then "(eds.)" and the title; a
 * publisher's "book" or a "Book Chapter:" before it. The book is the venue (README), named as written, in the year a
 * publisher's note right after it gives; never a meeting's proceedings nor a journal (a meeting or series word in the
 * title, "Proceedings of" anywhere: the meeting is the venue).
 */
function editedBook(text: string): VenueEntry | null {
  if (!/[Ee]ds?\.|editor|[Ee]dited|[Bb]ook|Press|Wiley|World\s+Scientific|Springer|Elsevier|Verlag|Routledge|Gruyter|Birkh/.test(text)) return null;
  const flat = text.replace(/\s+/g, ' ');
  if (/(?<![A-Za-z])(?:proceedings|proc\.)\s+of(?![A-Za-z])/i.test(flat)) return null;
  const m = EDITORS_THEN_BOOK.exec(flat) ?? NAMED_BOOK.exec(flat) ?? TITLE_THEN_EDITORS.exec(flat);
  if (!m) return null;
  const title = texAccentsDecoded(m[1].trim().replace(/[,:]$/, ''));
  if (title.split(' ').length < 2 || MEETING_TITLE.test(title)) return null;
  const at = (m.index ?? 0) + m[0].length;
  const cue = statusCues(flat.slice(0, at - m[1].length)).pop()?.status;
  const status = cue === 'published' || cue === 'submitted' || cue === 'under_review' ? cue : /(?<![A-Za-z])[Ii]n:\s/.test(m[0]) || /appeared/i.test(m[0]) ? 'published' : 'accepted';
  // the year of the publisher's note right after the title (before the next sentence's words or a link)
  const y = /^[^;]{0,160}?(?<![\d/.\-])((?:19|20)\d{2})(?![\d/.\-])/.exec(flat.slice(at).split(/https?:/)[0]);
  // else the year of an author-year citation before it ("Doe, J., Roe, K. (2021). Title. In: … (eds) Book", as Springer
  // prints how to cite a chapter): the bracketed year closing the authors, then a full stop (round v267).
  const cited = y ? null : AUTHOR_YEAR.exec(flat.slice(0, m.index));
  return { venue: title, year: y ? Number(y[1]) : cited ? Number(cited[1]) : null, track: 'main', workshop: null, status: (FORTHCOMING.test(m[0]) || /to\s+be\s+published/i.test(m[0])) && status === 'published' ? 'accepted' : status, presentation: null };
}
