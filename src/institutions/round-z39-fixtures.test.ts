import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z39 (branch z39): 14 real LaTeX files as their authors wrote them (kit sample blocks overridden or commented out, marks that
// list authors, two \author commands, symbol marks, accent escapes), labelled and committed before the extractor ran; blind pair F1
// design 0.964, held-out 0.643. Only the design half's misses were read to write a rule (an academy's "Academy of …" body kept as an
// institution of its own); the held-out half was read after the rule, and its gaps were listed here (branch z41 read four of them by
// general rules, see below).
describeAffiliationCases('round z39 (design): authors\' own LaTeX files', ['round-z39/design'], {});

// The held-out half, read only after the rule above was written and measured (its misses were not used to change code): the cases
// below are known gaps, each a kind of real author-written file the extractor does not read yet.
describeAffiliationCases('round z39 (held-out, read after the rule): authors\' own LaTeX files', ['round-z39/heldout'], {
  // (ieee-nankai-voip, two \author commands of which LaTeX prints the last, was a gap here; read by a rule written after this half
  // was read — IEEEtran's \author sets, not appends — so it no longer counts as blind)
  // (branch z41 read four more gaps of this half by general rules, so none of these cases is blind: an organisation's name broken over
  // two \textit lines after "\&" (ieee-cesat-accelerator: latex-templates.ts joinBroken, match.ts selfAcronym), "Wal-Mart Inc." as the
  // registry's Walmart (ieee-hit-walmart-ibeacon: match.ts hyphenJoined), Tsinghua's Shenzhen graduate school as a unit of Tsinghua
  // (ieee-tsinghua-adguard: match.ts schoolOfItsParent; its BNRist label aligned with rounds h, q and z), and the address block nested
  // in the names block (ieee-nii-kyoto-medshare: latex-templates.ts nestedCut, blockAddress).)
  // (ieee-nii-kyoto-medshare read every author and address since z41; its naming question — the label keeps "The Graduate University
  // for Advanced Studies, SOKENDAI" where the text writes "SOKENDAI (The Graduate University for Advanced Studies)" — was settled by
  // branch z45's curated registry entry for SOKENDAI, data/registry/aliases.json, so it is no gap now)
});
