import { gatedIfWide } from './regex-gate.ts';

/** The statuses of a venue mention, as in data/venues/README.md. */
export const VENUE_STATUSES = ['accepted', 'published', 'submitted', 'under_review', 'rejected', 'previous_version', 'unclear'] as const;
/** Status of a venue mention, as in data/venues/README.md. */
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** The tracks of a venue mention, as in data/venues/README.md. */
export const VENUE_TRACKS = ['main', 'workshop', 'findings', 'datasets_benchmarks', 'demo', 'industry', 'tutorial', 'doctoral', 'other'] as const;
/** Track of a venue mention, as in data/venues/README.md. */
export type VenueTrack = (typeof VENUE_TRACKS)[number];

// Alternatives are tried left to right at each position, so longer phrases come first.
// A null status is a phrase read as no cue at all (see the negated publication below).
const STATUS_CUES: [VenueStatus | null, string][] = [
  ['accepted', String.raw`accepted\s+(?:for\s+publication\s+)?(?:in|at|to|for|by)\s+(?:the\s+)?(?:proceedings|proc\.)`],
  // "Accepted as a main conference submission in the European Conference on Artificial Intelligence (ECAI 2025)": what
  // was accepted, named "a … submission" (up to three lower-case words before the noun), is the accepted paper, not a
  // submission still to be decided (v259, set 259 part A). Tried before the submission cue, which would read the noun alone.
  // "Accepted submission to the ZQ workshop at NeurIPS 2025": the adjective before the noun says the same (round v303,
  // set 304 part A: read submitted).
  ['accepted', String.raw`accepted\s+(?:as\s+(?:an?\s+)?(?:[a-z][a-z\-]*\s+){0,3})?submission`],
  // "This article is accepted with minor revision in Neurocomputing", "Accepted subject to minor revisions at TPAMI": an
  // acceptance on the condition of minor changes is an acceptance (the labels: "Accepted with minor revisions (…)",
  // "Accepted subject to minor revision to IEEE Trans. on Comm"); the phrase is one cue, so its "minor revision(s) in /
  // at" is not read again as a decision still to come (round vpool8, set 329 part A). "Minor revision at …" and "under
  // minor revision" alone stay under review; a major revision is no acceptance (not matched here).
  ['accepted', String.raw`accepted\s+(?:with|subject\s+to|pending|after)\s+(?:(?:a|some)\s+)?minor\s+revisions?`],
  // "Contribution to the Proceedings of the International Congress on X, held in Rome in August 2006": a paper written
  // for the proceedings, not yet printed in them (no citation with pages) — accepted, as "to appear in the proceedings";
  // the labels read it so (round v275, set 276 part A: the bare "Proceedings" cue below read published).
  ['accepted', String.raw`contribut(?:ion|ed)\s+(?:to|for)\s+(?:the\s+)?(?:proceedings|proc\.)`],
  // "submitted to the Proceedings of the … Conference": a submission, the proceedings only where it would appear.
  ['submitted', String.raw`(?:re)?submitted\s+(?:for\s+publication\s+)?(?:in|at|to|for)\s+(?:the\s+)?(?:proceedings|proc\.)`],
  // "This work will be presented in part at WCNC 2026": a part of the work at the venue, as "presented in part" below; tried
  // before the forward cue, which would read "will be presented" alone.
  ['previous_version', String.raw`(?:to|will)\s+be\s+(?:(?:partially|partly)\s+presented|presented\s+in\s+part)`],
  // "to b published": "be" with its last letter dropped is still the forward cue (no other word is a lone "b" there).
  // "Accepted to be published in: Proceedings of the IEEE ISIT 2026": a colon after "in" before the proceedings too.
  // "Forthcoming in Proceedings of ACM FAccT 2025", "Forthcoming at IJCAI'26": still to come, as "to appear" (set 88 part A).
  ['accepted', String.raw`forthcoming\s+(?:in|at):?\s+(?:the\s+)?(?:(?:workshop|conference|symposium|companion|adjunct|main)\s+)?(?:proceedings|proc\.)|forthcoming(?=\s+(?:in|at)(?![A-Za-z]))`],
  // "to be presented and published at the 15th Joint Conference …": both participles share the forward auxiliary.
  // "will be appearing at the Proceedings of the … (IJCAI-25)": the progressive of the future is still to come, and the
  // proceedings after "at" as after "in" are where it will appear (round v197, set 200 part A).
  ['accepted', String.raw`(?:to|will)\s+(?:appear|be\s+appearing|be?\s+published|be?\s+presented(?:\s+and\s+published)?|be?\s+included)(?:\s+(?:as\s+part\s+of|(?:in|at):?)\s+(?:the\s+)?(?:(?:workshop|conference|symposium|companion|adjunct|main)\s+)?(?:proceedings?|proc\.))?`],
  // "Underreview in EMNLP25", "currently under reviewed for IROS 2025": glued or with a stray "-ed", still a review.
  // "ARR reviewed, committed to EMNLP 2026": an ACL Rolling Review paper committed to a venue is in its decision process;
  // "major revision by IEEE Transactions on …" is a decision still to come (not the author's own "minor revisions").
  // ("udner review", "under reveiw": a typing slip of either word is mended before the cues are read, slips.ts.)
  // "MICCAI 2025 (under view)": "under view", being looked at, is an English phrase of its own for a paper being
  // considered; "in view of" is not.
  ['under_review', String.raw`committed\s+to|(?:under|in)[\s-]*(?:review(?:ed)?|submission|consideration)|under\s+view|under\s+peer[\s-]+review|under\s+(?:minor\s+|major\s+)?revision|(?:minor|major)\s+revisions?\s+(?:by|from|at|in|with|for)|being\s+reviewed|status\s+is\s+under\s+review`],
  // "Not accepted at NeurIPS 2025", "was not accepted to ICML": a negated acceptance is a rejection; "not yet accepted",
  // "not accepted yet" a decision still to come (under review). Tried before the acceptance cue, which starts later.
  ['under_review', String.raw`not\s+yet\s+(?:been\s+)?accepted|not\s+(?:been\s+)?accepted\s+yet`],
  ['rejected', String.raw`(?:desk[\s-]*)?reject(?:ed|ion)?|not\s+(?:been\s+)?accepted`],
  // "Rebuttal version for ICLR 2026", "MICCAI 2025 (rebuttal)", "NeurIPS 2025 (pending)", "ICML 2026 (decision pending)":
  // a paper in its rebuttal (the word naming the paper's state, not "submitted to the rebuttal") or awaiting its decision
  // is under review, not a bare tag's acceptance ("Oral decision pending" after an acceptance is the presentation's).
  ['under_review', String.raw`rebuttal\s+(?:version|phase|stage|period)|in\s+(?:the\s+)?rebuttal|\(\s*rebuttal\s*\)|(?<!(?:oral|spotlight|poster|presentation|highlight)\s+)(?:decision|acceptance|review)\s+(?:is\s+|still\s+)?pending|\(\s*pending\s*\)`],
  // "Withdrawn from ICLR 2026", "ICLR 2026 (withdrawn)": submitted, then taken back, no decision; read as the submission
  // (as set 51's "ICLR 2025 Conference Withdrawn Submission"), never as a bare tag's acceptance.
  ['submitted', String.raw`withdrawn`],
  // "Preparing for AAAI 2026", "Targeting AACL 2026" (also spelt "Targetting"), "Intended for NeurIPS 2026" are ones to
  // come; so is "plan for TIP" / "planned for the ICML" right before the name (the text before a mention ends there;
  // round v271, set 271 part A: read as a bare tag, accepted). ("submittd to", "Submmited to": a typing slip is mended
  // before the cues are read, slips.ts.) "Paper submits to IEEE Transactions on …": the present tense is a submission too
  // (round vpool4, set 320 design; read as a bare name, accepted). "We are aiming for COLING 2027", "aim at the ICML
  // 2027 deadline": a venue aimed for is one to come, as "targeting" is — right before the name only, as "plan for"
  // (round vpool19, set 350 part A: read as a bare tag, a false "accepted, main").
  ['submitted', String.raw`(?:to\s+be\s+)?(?:re)?submitted|submit(?:s|ting)?|submission|prepared\s+for\s+submission|in\s+prep[a-z]*\s+(?:for|to)|preparing\s+(?:for|to)|intended\s+for|plan(?:s|ned)?\s+for(?=(?:\s+the)?\s*$)|aim(?:s|ing)?\s+(?:for|at)(?=(?:\s+the)?\s*$)|target(?:t)?ing|target(?:ed)?\s+(?:venue|conference|journal)s?|\(\s*target(?:ed)?\s*\)`],
  // "An earlier version of this work will be presented in part at … (WCNC) 2026", "Part of this work will be presented at
  // …": an earlier or partial version still to come is an earlier version too (a "conference version" to come is the
  // record's own paper, README).
  // "A preliminary (short paper) version presented at …": a bracketed note in lower case between the adjective and
  // "version" (what kind of paper it was) leaves it the earlier version (round v189).
  // "preliminary work presented at GenAI4Health workshop at NeurIPS 2025", "Earlier results were published in …": the earlier
  // work or results (not a version's word) presented or published at a venue are an earlier version too (round v197).
  // Round fix3: the earlier work or results are the record's own only with "our" / "this" / "these" before them or as a
  // note of their own, opening the text or a part after a stop or comma ("As earlier work published in ICML 2024
  // showed, …" cites others' work: no cue; the note followed by a claim is set aside in detect.ts, OTHERS_EARLIER_WORK).
  // "A preliminary version of this paper has appeared in …", "… is appeared in …" (a non-native perfect, round vpool18, set
  // 349 part A: read published): an auxiliary before "appeared" keeps the earlier version's cue whole.
  // "Preliminary version presented as a poster at AMIA 2024 …": the participle without its auxiliary is still the earlier version's (not "This is a preliminary version accepted at …": the record itself).
  // "An early version of the manuscript was submitted to the European Control Conference, 2013" (v259, set 260 part B):
  // "early" after an article or "our" as "earlier" (not a bare "Early version", a draft's own label).
  ['previous_version', String.raw`(?:journal\s+)?extension\s+(?:version\s+)?of|(?:partially|partly)\s+presented|presented\s+in\s+part|(?:(?:portions?|parts?)\s+of|(?:an?|the)\s+abstract\s+of)\s+this\s+(?:work|paper|thesis|article|manuscript|study)\s+(?:were|was|have\s+been|has\s+been|will\s+be)\s+(?:previously\s+|partially\s+|partly\s+)?(?:published|presented)|extended\s+from|extends\s+(?:our|the)|extends(?<=(?:work|paper|study|article|manuscript)\s+extends)\s+[A-Za-z][\w-]*,\s+(?:accepted|published|presented)(?=\s+(?:to|at|in|by)(?![A-Za-z]))|extending\s+(?:our|the)(?![A-Za-z])|extending\s+$|(?<!(?:is|as)\s+(?:an?|the)\s+)(?:preliminary|earlier|previous|prior)\s+(?:\([a-z][a-z\s\-]{0,30}\)\s+)?versions?\s+(?:of\s+this\s+(?:paper|work)\s+)?(?:accepted|published|presented)|(?:preliminary|earlier)(?<=(?:(?:our|this|these)\s+(?:own\s+)?|(?:^|[.;,!?(\n])\s*)(?:preliminary|earlier))\s+(?:work|results?|findings)\s+(?:(?:was|were|has\s+been|have\s+been)\s+)?(?:presented|published|appeared)(?=\s+(?:in|at|as|during)(?![A-Za-z]))|(?:preliminary|earlier|previous|prior)\s+versions?\s+(?:of\s+this\s+(?:paper|work|article|manuscript|study)\s+)?(?:will\s+(?:be\s+(?:accepted|published|presented)(?:\s+in\s+part)?|appear)|to\s+appear)|(?:preliminary|earlier|early(?<=(?:^|[^A-Za-z])(?:an|the|our)\s+early)|previous|prior|initial|conference)\s+(?:\([a-z][a-z\s\-]{0,30}\)\s+)?version(?:\s+(?:of\s+this\s+(?:paper|work)\s+)?(?:(?:has\s+been|had\s+been|was|is)\s+(?:accepted|published|presented)|(?:(?:has|had|was|is)\s+)?appear(?:s|ed)))?|(?:preliminary|earlier|previous|prior)\s+versions(?:\s+(?:of\s+this\s+(?:paper|work)\s+)?(?:(?:have\s+been|had\s+been|were)\s+(?:accepted|published|presented)|(?:(?:have|had|were|are)\s+)?appeared))?|short(?:er)?\s+(?:version|article|paper)\s+(?:of\s+this\s+(?:paper|work)\s+)?(?:that\s+)?(?:appeared|was\s+(?:published|presented)|has\s+been\s+(?:published|presented))|(?:builds?|building)\s+(?:up)?on\s+(?:(?:our|the|an?)\s+)?(?:preprint\s+of\s+)?(?:(?:our|separate|earlier|previous|prior|own)\s+)*(?:articles?|papers?|works?|preprints?)\s+(?:published|presented|accepted|appeared|that\s+appeared)|(?:builds?|building)\s+(?:up)?on\s+(?:our|the)|based\s+on\s+(?:our|the|an?)\s+(?:earlier\s+|previous\s+|prior\s+)?(?:article|paper|work)\s+(?:published|presented|accepted|appeared|that\s+appeared)|supersedes\s+(?:our|the)|journal\s+version\s+of(?:\s+(?:our|the))?(?!\s+this(?![A-Za-z]))`],
  // "Clarification note for the CVPR 2025 paper (FarSight)", "Erratum to our ICML 2025 paper", "Addendum to the …
  // article": a note, erratum, corrigendum or addendum about the authors' paper at a venue is a separate later document
  // about it, not that paper (previous_version; v257, set 258 part A, a false "accepted, main track"). Only with "the"
  // or "our" right before the venue (the cue ends the text before the name, as "extending $" does).
  ['previous_version', String.raw`(?:clarification|erratum|errata|corrigendum|addendum)(?:\s+note)?\s+(?:for|to|on)\s+(?:the|our)(?=\s*$)`],
  // "Expanded work from the original ASIA CCS paper", "a journal extension of our original ICML 2025 paper": "the / our
  // original" right before a venue names the earlier paper this record builds on (README: previous_version), never the
  // record's own acceptance (round vleft9: "… from the original ICML 2024 paper" read accepted, main). Only after a word
  // that ties the record to it ("from / of / on / upon / extends / extending"; "The original ICLR 2026 submission was
  // rejected" is the record's own history) and ending the text before the venue's name, as the erratum cue above.
  ['previous_version', String.raw`(?<=(?<![A-Za-z])(?:from|of|on|upon|extends|extending)\s+)(?:the|our|their)\s+original(?=\s*$)`],
  // "This work builds on our paper published at FAccT 2025", "which builds on a preprint of separate work published at
  // FAccT 2025": the verb naming the earlier work's publication belongs to the cue, so the venue is the earlier work's
  // (README: "builds on our X paper" is previous_version; set 129 part A).
  // "Technical report extending ICIP 2025 conference paper", "extending our ICASSP 2025 paper": the participle right before
  // the venue (its end is the text's: "Extending CLIP to video. ICCV 2025" is no earlier paper) or with "our" / "the", as
  // "extends our" (v173, set 173 part A).
  // "This work extends S2ST-Omni, accepted to Findings of ACL 2026": the work's named earlier paper, then its acceptance,
  // is the earlier version (v229, set 231 part A); after "work / paper / study / article / manuscript" only.
  // ("Journal version of ICLR 2025 paper": a journal version of a venue's paper, with or without "our" / "the", is a
  // later work; "the journal version of this paper" is the record's own.)
  // "This paper appeared in IEEE ICDM 2026", "Appeared at COLT 2025": in print, as "appears in" (an earlier version that appeared is matched above).
  // "the archival (proceedings) track of the X workshop": a track's name, no publication.
  // "Peer reviewed publication at ESWC 2025": the record named as a reviewed publication at the venue is in print (a
  // bare "publication in" is often one still to come: "accepted for the publication in", "in connection with publication in").
  // "accepted but not yet published at ICDM2025", "accepted by ICONIP 2025 but not published": a publication denied
  // states no status of its own (the acceptance before it stands); read as no cue (set 87 part A).
  [null, String.raw`not\s+(?:yet\s+)?(?:been\s+)?published(?:\s+yet)?`],
  // "Extended version of our publication at the 52nd ISCA, 2025": the authors' own publication at the venue is in print (set
  // 128 part A); a bare "the publication in" is often one still to come (above).
  // "In Findings of the Association for Computational Linguistics: ACL 2025": the Findings volume the paper is in, read
  // as "In Proceedings of" is (README: published), and "In proceeding at / of" with the noun singular (as "to appear in
  // the Proceeding of" above); after an acceptance in the same clause, where it will appear (detect.ts PROCEEDINGS_NOUN).
  // "InProceedings of the Winter Conference on …": "In Proceedings of" typed as one word, as BibTeX's entry type is (set 207
  // part A); only before "of", the way the spaced cue is written.
  ['published', String.raw`inproceedings(?=\s+of\s)|published|our\s+publication\s+(?:at|in)(?=\s)|(?<!be\s)appear(?:s|ed)\s+(?:in|at)|proceedings(?!\)?\s+track)|proc\.|in\s+(?:the\s+)?findings\s+of(?=\s)|in\s+proceeding\s+(?:of|at)(?=\s)|(?:peer[\s-]*)?reviewed\s+publication\s+(?:at|in)(?=\s)`],
  // "Select for presentation in HHAI 2025", "selected for oral presentation at …": a programme's choice is an acceptance.
  // "A&A in press", "MNRAS in press": in the press, still to be printed (as "to appear"); "ApJ Letters inpress" glued too.
  ['accepted', String.raw`accept(?:ed|s|ance)?|presented|camera[\s-]*ready|invited|post[\s-]conference|early[\s-]accept|select(?:ed)?\s+for\s+(?:an?\s+)?(?:(?:oral|poster|spotlight)\s+)?(?:presentation|publication)|in\s*press`],
  // "version 2 after it review from ACL 2026", "revised after reviews from ICLR": reviews received are no decision.
  // "first-place method of ReMIND2Reg Learn2Reg 2025 (in MICCAI 2025)": a ranking, hyphenated or not, first to third
  // (set 84 part A). The track cue below reads the spelled-out ordinals only ("1st Place in … MiGA at IJCAI" stays that
  // workshop's, as before).
  // "Champion Solution for CVPR 2025 MAI VSR Track": a challenge's champion entry, as "winning solution" (round v261, set
  // 262 part A; "Champion" alone may be a surname, so only before the entry's noun).
  // "System description paper for ZQ-Eval 2026 Task 2": a shared task's system description reports an entry, as a shared
  // task's report does (README: unclear; round vleft4, set 232 part A).
  ['unclear', String.raw`(?<!(?:for|under|in|to|of|peer)[\s-])reviews?\s+(?:from|by)|challenge|competition|contests?|shared[\s-]+task|system\s+descriptions?|(?:first|second|third|1st|2nd|3rd)[\s-]+place|(?:first|1st|top[\s-]?\d*)\s+rank(?:ed)?|ranked\s+(?:first|1st)|winning\s+solution|winner|champion\s+(?:solution|team|entry|method|approach|system)s?`],
];

const STATUS_RE = new RegExp(`(?<![A-Za-z])(?:${STATUS_CUES.map(([, s]) => `(${s})`).join('|')})(?![A-Za-z])`, 'gi');

/** A status cue found in a text: which status it signals and where it ends. */
export interface Cue { status: VenueStatus; index: number; end: number }

/**
 * True when `text` holds fewer than `n` ASCII letters. Every status cue holds at least four ("proc."), every
 * presentation word too ("oral"), and case-insensitive matching (no "u" flag) folds no other character to one: such a
 * text holds none. A third of the texts asked about are a year, a bracket or nothing at all (" 2025", " (", "").
 */
export function fewLetters(text: string, n: number): boolean {
  if (text.length < n) return true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122 && --n === 0) return false;
  }
  return true;
}

/** "AIM at", "AIMS for": the aim cue's verb in capitals, an acronym's name (case-sensitive, unlike STATUS_RE). */
const AIM_IN_CAPITALS = /^AIM(?:S|ING)?\s/;

/** Every status cue in `text`, left to right. */
export function statusCues(text: string): Cue[] {
  const out: Cue[] = [];
  if (fewLetters(text, 4)) return out;
  STATUS_RE.lastIndex = 0;
  for (let m = STATUS_RE.exec(text); m; m = STATUS_RE.exec(text)) {
    let g = 1;
    while (g < m.length - 1 && m[g] === undefined) g++;
    const status = STATUS_CUES[g - 1][0];
    // "Workshop AIMS at ICLR 2026": an acronym in capitals is a name, not the verb "aims at" (matching ignores case).
    if (status === 'submitted' && AIM_IN_CAPITALS.test(m[0])) continue;
    if (status !== null) out.push({ status, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The cues naming a particular track, tried in turn (the catch-all ANY_NAMED_TRACK after them). */
export const TRACK_CUES: [VenueTrack, RegExp][] = [
  // "Conference and Workshop on Neural Information Processing Systems": one event named by both words (NeurIPS's full
  // title), not a workshop held at it.
  // "Accepted as a workshop proposal at ACM Multimedia 2026": the record proposes a workshop to the host, it is no paper of
  // one; such a proposal is a programme item of its own (other, below).
  ['workshop', /(?<![A-Za-z])(?<!conference\s+(?:and|&)\s+)(?:workshops?|SRW)(?![A-Za-z])(?!\s+proposals?(?![A-Za-z]))/i],
  // "accepted by AAAI2026 ws", "Accepted at MILCOM 2025 WS07", "NeurIPS 2025 Wksp": the abbreviations of the word (a
  // workshop's number may follow); not a file or publisher name it starts or ends ("ws-procs9x6.cls", "CEUR-WS").
  ['workshop', /(?<![A-Za-z-])(?:WS|ws|Wk?sh?p|wk?sh?p)(?:-?\d{1,3})?(?![A-Za-z-])/],
  ['doctoral', /(?:doctoral|ph\.?\s?d\.?)\s+(?:consortium|symposium|forum)/i],
  // (Round fix3: "Earlier findings appeared in Nature 2024", "our preliminary findings": results, not the Findings track.)
  ['findings', /(?<![A-Za-z])findings?(?<!(?:preliminary|earlier|previous|prior|initial|early|our|these|key|main)\s+findings?)(?:\s+track)?(?![A-Za-z])/i],
  // NeurIPS 2026 renamed its D&B track "Evaluations & Datasets": the pair names the track however it is followed
  // ("Evaluations & Datasets (ED) Track", "the Track on Evaluations and Datasets"); capitalised, as a name, so "new
  // evaluation and datasets added" stays no track.
  ['datasets_benchmarks', /(?<![A-Za-z])Evaluations?\s*(?:and|&)\s*Datasets?(?![a-z])/],
  ['datasets_benchmarks', /datasets?\s*(?:and|&)\s*benchmarks?|(?<![A-Za-z])D\s*&\s*B(?![A-Za-z])|(?<![A-Za-z])DB\s+track|(?:datasets?|benchmarks?)\s+track/i],
  // "Accepted to ACM MM 2025 Datasets": the capitalised plural right after the edition's year, closing the clause, names
  // the event's datasets track (as "… 2025 Courses" its tutorials; round v285, set 286 part A). Case-sensitive and plural,
  // so "2025 datasets were used" or a dataset's own name ("XYZ 2017 Dataset") is none.
  ['datasets_benchmarks', /(?<=(?:19|20)\d{2}['’]?\s+)Datasets(?=\s*(?:$|[,;.()]))/],
  // "shorter version demonstrated in NeurIPS 2020": a version shown at the venue as a demonstration (not "as demonstrated
  // in", a result another work shows).
  // "Accepted at ISMIR 2025 as Late-Breaking Demo (LBD)": a late-breaking demo is a demo (not the late-breaking
  // results' or work's track, other); v237, set 237 part A.
  ['demo', /(?:demo|demonstrations?)\s+(?:track|paper|session|abstracts?)|system\s+demo(?:nstration)?s?(?![A-Za-z])|demonstrations\s+track|late[\s-]breaking\s+demo(?:nstration)?s?(?![A-Za-z])/i],
  // "Tool Demonstration and Data Showcase Track": a track named by two coordinated names, a demonstration one first, is
  // the demo track (one to three words after "and" before "track"; round vpool2, set 316 part A, read as other).
  ['demo', /(?:demos?|demonstrations?)\s+(?:and|&)\s+(?:[a-z]+\s+){1,3}track/i],
  ['demo', /(?<![A-Za-z])(?<!(?:[Aa]s|[Rr]esults?|[Ee]ffects?|[Ww]hich|[Tt]hat)\s+)[Dd]emonstrated\s+(?:at|in|during)\s+(?:the\s+)?(?=[A-Z])/],
  // "ACM CHI 2025 LBW", "ISMIR 2025 LBD": the initials of a late-breaking work, result or abstract (other, as the spelled
  // "late-breaking" below) or demo (demo), in capitals (round v303, set 303 part A: read as a workshop named "LBW").
  ['demo', /(?<![A-Za-z])LBDs?(?![A-Za-z])/],
  ['other', /(?<![A-Za-z])LB[WRA]s?(?![A-Za-z])/],
  ['industry', /(?<![A-Za-z])industry(?:\s+track)?(?![A-Za-z])|industrial\s+track/i],
  ['tutorial', /(?<![A-Za-z])tutorials?(?![A-Za-z])/i],
  // "SIGGRAPH Asia 2024 Courses", "SIGGRAPH 2025 Course": a course given at the event, right after its year, is a tutorial
  // (case-sensitive and after the year, so "a Natural Language Processing course (PBA 2026)" is no track).
  ['tutorial', /(?<=(?:19|20)\d{2}['’]?\s+)Courses?(?![A-Za-z])/],
  // A journal's opinion section or column ("Communications of the ACM (CACM), Opinion section", "a 'Last Word' opinion
  // piece") is a category of its own, not a research article (README: other).
  // "SIGIR 2025 Perspective Paper", "Perspectives Paper Track": a perspective paper argues a view, as a position paper
  // does, in a track or category of its own (round v197, set 198 part A).
  // Special tracks and programmes; a named session on a topic ("Focus Session on …", "Special Session on …") is one too,
  // a presentation's session (oral, poster, demo) is not.
  // "A one-page abstract appeared in ACM EC'26", "a 2-page abstract of this work": an abstract of a stated page count is
  // an extended abstract (round vpool4, set 320 design).
  // "IGARSS 2026 Data Fusion Contest Winner Paper": a contest is a competition held at the event (round vpool7, set 327
  // part A); the word itself only ("contested", "contestant" are not).
  // "Accepted at ZQCON 2026 as a presentation-only paper": presented, not printed in the proceedings, as a non-archival
  // paper is (round vleft4, set 296 part A: a false main).
  ['other', /(?:position|perspectives?)\s+(?:paper|track)|special\s+track|survey\s+track|resource\s+(?:paper|track)|applied\s+(?:data\s+science|research\s+(?:track|papers?))|(?<![A-Za-z])ADS\s+track|MLOSS|(?<![A-Za-z])NIER(?![A-Za-z])|new\s+ideas\s+and\s+emerging\s+results|technical\s+communications?|non[\s-]archival|software\s+track|social\s+(?:impact|good)|student\s+abstract|late[\s-]breaking|blue\s+sky|(?<!(?:includ(?:es?|ing)|with|plus)\s+(?:an?\s+|the\s+|its\s+)?)extended\s+abstracts?|(?:companion|adjunct)\s+proceedings|(?<![A-Za-z])adjunct(?![A-Za-z])|registered\s+reports?|non[\s-]proceedings|presentation(?:-|\s+(?=only\s+(?:papers?|track|category)(?![A-Za-z])))only|tiny\s+papers?|sister\s+conference|challenge|competition|(?<![A-Za-z])contests?(?![A-Za-z])|shared[\s-]+task|(?<![A-Za-z])(?<!task\s{0,3}\d{1,2}[\s(:,\-–]{0,4})sub[\s-]?tasks?(?![A-Za-z])|(?:first|second|third)[\s-]+place|(?:first|1st)\s+rank|special\s+sessions?|workshop\s+proposals?(?![A-Za-z])|(?<![A-Za-z])(?!(?:oral|poster|demo|spotlight|plenary|lightning|paper|regular|main|the|an?|this|that|same|one|our|its|their|each|every)\s)[A-Za-z]+\s+sessions?\s+on\s|bridge\s+program(?:me)?s?|(?<=[\w)'’]\s)bridge(?=\s*(?:\(|$|[,;]|\.(?:\s|$)))|(?<![A-Za-z])abstracts?\s+(?:accepted|track|paper|presented|submission)|(?:as|an)\s+(?:an?\s+)?(?:short\s+|[a-z]+-[a-z]+\s+)?abstract(?![A-Za-z])|(?<![A-Za-z])an?\s+(?:[a-z]+|\d{1,2})-pages?\s+abstract(?![A-Za-z])|posters?\s+(?:proceedings|program(?:me)?|abstracts?|volumes?)|student\s+(?:sessions?|tracks?|program(?:me)?s?)(?![A-Za-z])|new\s+faculty\s+highlights?|undergraduate\s+consortium|(?:opinion|viewpoints?)\s+(?:sections?|pieces?|columns?)|(?<![A-Za-z])art\s+gallery(?![A-Za-z])/i],
  // "SP Cup - ICASSP 2025", "KDD Cup 2025": a cup is a competition held at the host (as a challenge). Case-sensitive.
  ['other', /(?<![A-Za-z])Cup(?![A-Za-z])/],
  // A state-of-the-art report ("Eurographics STAR"): a survey programme of its own, not the main track. Case-sensitive.
  ['other', /(?<![A-Za-z\-])STARs?(?![A-Za-z\-\d])|state[\s-]of[\s-]the[\s-]art\s+reports?/],
  // An ACM-style companion volume named after its conference's acronym ("DIS Companion '26", "WWW '25 Companion",
  // "UbiComp Companion '24": two capitals at least, the last letter of either case): posters, demos and interactivity
  // papers, not the main proceedings. Case-sensitive, so "an AI companion" is not one.
  ['other', /(?<![A-Za-z])[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:\s*['’]?\d{2,4})?\s+Companion(?![A-Za-z])/],
  // "Submitted to the IEEE ICDM 2026 Teen Research Symposium": a symposium named by capitalised words right after the
  // edition's year is a programme of that event (as a named track), not its main track (round vpool6, set 325 part A);
  // not a doctoral one (above), not the event's own name ("2026 International Symposium on …", "… Symposium of …"), not
  // a season's symposium series ("AAAI 2026 Fall Symposium", its own venue). Case-sensitive.
  ['other', /(?<=(?:19|20)\d{2}['’]?\s+)(?!(?:International|Annual|Joint|European|Asian|American|National|IEEE|ACM|Fall|Spring|Summer|Winter)\s)(?:[A-Z][a-z]+\s+){1,3}Symposium(?![A-Za-z])(?!\s+(?:on|of|for|in)(?![A-Za-z]))/],
  // "IROS paper, includes extended abstract": an extended abstract the record carries is an attachment, not the track.
  // "Interspeech 2024 satellite event (VIHAR 2024)": an event held as a satellite of the host is one of its workshops;
  // after the other cues, so a challenge "held as a satellite event" stays a challenge (other).
  ['workshop', /(?<![A-Za-z])satellite\s+(?:events?|meetings?)(?![A-Za-z])/i],
];

/** The cues of the track "other" (special tracks and programmes), in TRACK_CUES' order. */
export const OTHER_TRACK_CUES: readonly RegExp[] = TRACK_CUES.filter(([t]) => t === 'other').map(([, re]) => re);

/**
 * Any other named track ("AISI Track", "Alignment Track", "Track: Responsible AI"): not the main track; tried after every
 * cue above. Main-track names are excluded, and "for" before "track" names none ("an invited session paper for track 7.2");
 * nor does a preposition or a possessive ("submitted to MILCOM 2026 Track 1": the venue's tag left out, "to Track" remains);
 * a presentation after "Track:" is no track's name ("Main Track: Oral Presentation"). "Visionary Papers Track": a name, then
 * "Papers Track", is that named track too (round v233); "Full Papers Track", "Research Papers Track" stay main. A name's
 * bracketed acronym may stand before "Track" ("Software Engineering in Practice (SEIP) Track"; round vpool10, set 332
 * part A); "Research (R) Track" stays main, the first word deciding as without the brackets.
 */
export const ANY_NAMED_TRACK = /(?<![A-Za-z])(?!(?:main|research|technical|long|short|full|journal|regular|general|paper|papers|conference|proceedings|algorithms?|the|a|this|one|same|findings?|finding|for|to|at|in|of|on|by|from|with|and|or|our|its|their)\s)[A-Za-z][\w&\-]*\s+(?:\([A-Z][\w&\-]{0,15}\)\s+)?(?:papers?\s+)?track(?![A-Za-z])|(?<![A-Za-z])track\s*:\s*(?!(?:main|research|technical|full|long|short|regular|general|oral|poster|spotlight|highlight|presentation)s?(?![A-Za-z]))[A-Za-z]/i;

/**
 * A word every match of a track cue holds, one for each alternative (case aside): a text with none of them names no
 * track. Plain words, no look-arounds: a cheap first test (about three texts in four have none); kept in step with
 * TRACK_CUES by a test. Past it the cues are tried in turn: one regex joining them all as a second filter (ANY_TRACK,
 * until vspeed31) cost more than it saved, most texts holding a track word naming a track (the workshop cue, first).
 */
export const TRACK_WORDS = ['workshop', 'srw', 'ws', 'wsp', 'wksp', 'wshp', 'wkshp', 'satellite', 'consortium', 'symposium', 'forum', 'finding', 'dataset', '&', 'track', 'demo', 'industr',
  'tutorial', 'course', 'position', 'perspective', 'special', 'survey', 'resource', 'applied', 'mloss', 'archival', 'software', 'social', 'student', 'late',
  'blue', 'faculty', 'undergraduate', 'extended', 'proceedings', 'adjunct', 'registered', 'only', 'tiny', 'sister', 'challenge', 'competition', 'contest', 'cup', 'gallery', 'shared', 'task', 'first',
  'rank', 'place', 'session', 'bridge', 'abstract', 'poster', 'star', 'state', 'companion', 'nier', 'ideas', 'communication', 'opinion', 'viewpoint', 'lb'];
export const TRACK_WORD = new RegExp(TRACK_WORDS.join('|'), 'i');

/** The track named in `text`, or null when none is (the caller then assumes main). */
export function trackCue(text: string): VenueTrack | null {
  return TRACK_WORD.test(text) ? namedTrack(text) : null;
}

/**
 * The track `text` names by one of the particular cues (position papers, datasets and benchmarks, demos …), the
 * catch-all ANY_NAMED_TRACK left out; null when none does.
 */
export function specificTrackCue(text: string): VenueTrack | null {
  return TRACK_WORD.test(text) ? particularTrack(text) : null;
}

// Tested through their words (regex-gate.ts): the "other" cue's forty alternatives cost ~20 µs a text run as one regex.
const TRACK_TESTS = TRACK_CUES.map(([track, re]) => [track, gatedIfWide(re)] as const);

function particularTrack(text: string): VenueTrack | null {
  for (const [track, re] of TRACK_TESTS) if (re.test(text)) return track;
  return null;
}

/** trackCue once TRACK_WORD has matched. */
function namedTrack(text: string): VenueTrack | null {
  return particularTrack(text) ?? (ANY_NAMED_TRACK.test(text) ? 'other' : null);
}

/**
 * trackCue of the texts joined by single spaces (`${a} ${b}`, `${a} ${b} ${c}`), joined only when one of them holds a
 * track word: no track word holds a space, so any in the joined text lies within one part. Most texts around a name hold
 * none, and a joined string is copied flat by the first regex that reads it.
 */
export function trackCueJoined(a: string, b: string, c?: string): VenueTrack | null {
  if (!TRACK_WORD.test(a) && !TRACK_WORD.test(b) && (c === undefined || !TRACK_WORD.test(c))) return null;
  // Joined by join(), not a template: a template builds a rope, which every regex then reads through the runtime
  // (flattened by the first, still a rope for the next ones); join() builds a flat string.
  return namedTrack(c === undefined ? [a, b].join(' ') : [a, b, c].join(' '));
}

// "New Faculty Highlights" (AAAI) names a programme, not a paper's presentation. OpenReview glues the decision to
// "poster" ("ICML 2025 SpotlightPoster", "ICML 2023 OralPoster"): the first word is the presentation. "CVPR 2025
// Highlighted Paper" is the highlight programme too; "highlighted" alone stays a verb ("results highlighted in …").
// "Oral" before an anatomy/medical word ("Workshop on Oral and Dental Image Analysis", "oral cancer") is the mouth.
// "Spotlight talk" (also typed "Spotligh Talk") is a spotlight: the talk a spotlight paper gives, not an oral (round v233).
// "will be presented orally", "orally presented at …": the adverb next to "present(ed)" is an oral presentation (round
// v265, set 265 part A); "orally" elsewhere ("administered orally") is not.
// "Posters and Demos Track", "Poster/Demo Track", "Demos & Posters": posters joined to demos name a combined programme,
// not the paper's presentation (round vpool7, set 327 part A; sets 16 and 272 label it so); "Poster Track" stays a poster.
const PRESENTATION_RE = /(?<![A-Za-z])((?<=present(?:ed)?\s{1,3})orally|orally(?=\s{1,3}presented)|oral(?!\s+(?:(?:and|&)\s+)?(?:dental|maxillofacial|health|cavity|cancers?|diseases?|lesions?|mucosa|surgery|hygiene|microbiome|medicine|pathology)(?![A-Za-z]))|(?<!spotlight?[\s\-]{1,3})talk|spotlight?|(?<!faculty\s+)highlight(?:ed(?=\s+papers?(?![A-Za-z])))?|(?<!demo(?:nstration)?s?\s{0,3}(?:and|&|\/)\s{0,3})poster(?!s?\s{0,3}(?:and|&|\/)\s{0,3}demo))(?:poster)?s?(?![A-Za-z])/gi;

const UNDECIDED_AFTER = /^\s*(?:presentation\s+)?(?:decision\s+)?(?:(?:is|still)\s+)?(?:pending|tbd|to\s+be\s+(?:decided|confirmed|announced))(?![A-Za-z])/i;
const UNDECIDED_BEFORE = /(?:candidate|nominated|nominee|shortlisted|considered|consideration)\s+(?:for\s+)?(?:an?\s+|the\s+)?$/i;

/** oral / spotlight / poster as stated in the texts (oral wins over poster), else null. */
export function presentationCue(...texts: string[]): 'oral' | 'spotlight' | 'poster' | null {
  let best: 'oral' | 'spotlight' | 'poster' | null = null;
  for (const t of texts) {
    if (fewLetters(t, 4)) continue;
    PRESENTATION_RE.lastIndex = 0;
    for (let m = PRESENTATION_RE.exec(t); m; m = PRESENTATION_RE.exec(t)) {
      // "accepted as a Spotlight poster at ICML 2025 — Oral decision pending": a presentation still to be decided, or
      // one the paper is only a candidate for, is not stated as the paper's.
      if (UNDECIDED_AFTER.test(t.slice(m.index + m[0].length, m.index + m[0].length + 40)) || UNDECIDED_BEFORE.test(t.slice(Math.max(0, m.index - 40), m.index))) continue;
      const w = m[1].toLowerCase();
      const p = w === 'oral' || w === 'orally' || w === 'talk' ? 'oral' : w === 'poster' ? 'poster' : 'spotlight';
      if (p === 'oral' || best === null || (p === 'spotlight' && best === 'poster')) best = p;
    }
  }
  return best;
}

const RANK: Record<VenueStatus, number> = { published: 7, accepted: 6, under_review: 5, submitted: 4, rejected: 3, unclear: 2, previous_version: 1 };

/** Orders statuses by how far along they are (published highest), for merging mentions of one venue. */
export function statusRank(s: string): number {
  return RANK[s as VenueStatus] ?? 0;
}
