/**
 * Role labels and identifiers written beside a person's name on title pages of theses, course reports, project slides and student
 * papers ("Supervisor: Dr. Kamran Ali", "Advisor$\colon$ Juhee Lee", "Submitted by", "Under the guidance of", "Ravi Kumar (Roll No.
 * 21BCE1234)", "Student ID: 2019CS10345"): no part of any name. Read by grammar — a role noun with its modifiers, a participle before
 * "by", "under the … of", any short label closed by a colon; an identifier is a token holding a digit (a name holds none), alone or in
 * parentheses, after an identifier's label or not.
 */

/** A role noun, with the modifiers it takes ("Thesis Co-Supervisor", "Faculty Advisors", "Project Guide"). */
const ROLE = String.raw`(?:(?:thesis|project|faculty|academic|internal|external|research|principal|industrial|industry|course|team|group|local|main|second|first)\s+)*(?:co-?\s*|assistant\s+|associate\s+)?(?:advis[eo]r|supervis[eo]r|guide|mentor|instructor|tutor|examiner|promot[eo]r|presenter|speaker|student|candidate|author|professor|lecturer|teacher|coordinator|reviewer|chair|director|member|researcher|intern|ta|teaching\s+assistant)s?(?:\s+in\s+charge)?`;

/** A label: a role noun (a colon after it or not); a participle before "by" ("Submitted by", "Project done by", "Guided By:"); "Under the
 *  guidance of"; any one to three words closed by a colon (names hold no colon). */
const LABEL = new RegExp(String.raw`^(?:${ROLE}(?!\p{L})\s*[:：]?|(?:\p{L}+\s+)?\p{L}+(?:ed|en|one)\s+by\s*[:：]?|(?:under|with)\s+(?:the\s+)?(?:\p{L}+\s+){1,2}of\s*[:：]?|\p{Lu}[\p{L}.'’-]*(?:\s+[\p{L}.'’-]+){0,2}\s*[:：])\s*`, 'iu');

/** Only a role label, nothing after it ("Submitted by", "Supervisors:", "Under the supervision of"). */
const LABEL_ONLY = new RegExp(String.raw`^(?:${ROLE}|(?:\p{L}+\s+)?\p{L}+(?:ed|en|one)\s+by|(?:under|with)\s+(?:the\s+)?(?:\p{L}+\s+){1,2}of)\s*[:：]?$`, 'iu');

/** An identifier's label ("Roll No.", "Reg. No:", "Student ID", "Matr.-Nr.", "#"). */
const ID_WORD = String.raw`(?:[Rr]oll|ROLL|[Rr]eg(?:istration)?|REG|[Ss]tudent|STUDENT|[Ee]nrol?l?ment|[Mm]atriculation|[Mm]atr(?:ikel)?|[Aa]dmission|[Ii]ndex|I[Dd]|[Nn]o|NO|[Nn]r|NR|[Nn]umber|[Nn]um|UID|USN|PRN|SAP)\.?[\s.-]*`;
const ID_LABEL = String.raw`(?:${ID_WORD})*[:#]?\s*`;
/** An identifier: a token of capitals, digits, dots, slashes and dashes holding a digit, three characters or more ("K21-3217", "2019CS10345"). */
const ID = String.raw`[\p{Lu}\d][\p{Lu}\d./-]*\d[\p{Lu}\d./-]*`;
/** An identifier in parentheses or brackets, or after the name (a comma, dash or bar between them or not). */
const ID_GROUP = new RegExp(String.raw`\s*[(\[（][^()\[\]（）]*\d[^()\[\]（）]*[)\]）]`, 'gu');
// case-sensitive: an identifier is capitals and digits ("Hruska2", a name with its mark run on, is no identifier)
const ID_AFTER = new RegExp(String.raw`(?:\s*[,–—|-]\s*|\s+)${ID_LABEL}(?=[\p{Lu}\d./-]{3,}$)${ID}$`, 'u');
/** Another name in parentheses after a name of two words or more ("Ming Yang (Puitar)", "Zhang San (张三)"): no part of the name.
 *  Read only on a name already told apart from its affiliations (a line "Jane Doe (Google)" may be a name with its organisation). */
const ALIAS_AFTER = /(?<=^\S+\s+\S.*?)\s*[(（][^()（）]+[)）]$/u;
export const withoutAlias = (name: string): string => name.replace(ALIAS_AFTER, '').trim();
/** A line that is an identifier with its label ("Student ID: 2019CS10345", "Roll No. 21BCE1234"): without a label a token of capitals
 *  and digits alone may be an organisation's acronym ("CNRS/LIP6", "UMR5277"). */
const ID_ONLY = new RegExp(String.raw`^(?:${ID_WORD})+[:#]?\s*${ID}$`, 'u');

/** A name line without the role label before it and the identifiers after it ("Supervisor: Dr. Kamran Ali" -> "Dr. Kamran Ali",
 *  "Abdul Haseeb Dharwarwala (K21-3217)" -> "Abdul Haseeb Dharwarwala"); '' for a line that is only a label or an identifier. */
export function withoutRoleAndId(line: string): string {
  const t = line.trim();
  const idOnly = (x: string) => ID_ONLY.test(x);
  if (LABEL_ONLY.test(t) || idOnly(t)) return '';
  const bare = t.replace(LABEL, '');
  if (idOnly(bare)) return '';
  return bare.replace(ID_GROUP, '').replace(ID_AFTER, '').trim();
}

/** A line as a name line reads it: `withoutRoleAndId` when what is left is a name (`isName`) or nothing, else the line unchanged (a
 *  colon or a digit in an affiliation line — "Address: …", "Room 3.14" — is the affiliation's). */
export function nameLine(line: string, isName: (s: string) => boolean): string {
  const out = withoutRoleAndId(line);
  // what is left is a name of two words or more ("Room 3.14" leaves one word: no name)
  return out === line.trim() || !out || (/\S\s+\S/.test(out) && isName(out)) ? out : line;
}

/** A piece of a name list read as one name: its words capitalised (or name particles), one to five. */
export function nameOfWords(isWord: (w: string) => boolean): (s: string) => boolean {
  return (s) => { const w = s.split(/\s+/); return w.length <= 5 && w.every(isWord); };
}
