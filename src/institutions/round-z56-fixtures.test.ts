import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// Round z56 (branch z56): 13 real author-written LaTeX files (IEEEtran x2, IEEE Access, elsarticle x2, authblk x2, sn-jnl x2, FCS,
// NIPS 2015, ACM sig-alternate, a Chinese journal's key-value class) and 12 pdfLaTeX first pages of them (stand-in classes in
// round-z56/styles; no page for the key-value class, which needs XeLaTeX and Chinese fonts). Labelled and committed before the
// extractor ran. Blind pair F1 (without a 14th case dropped as round z30's access-cet-mlphon): design LaTeX 0.757, PDF 0.841;
// held-out LaTeX 0.706, PDF 0.755. The design half's misses were read and ruled on (round-z56-rules.test.ts): design 0.928 / 0.928
// after; held-out (not read before the rules) unchanged, then read. A late held-out case (fcs-unlp-cicpba-handshapes, added after
// the rules, labelled before the extractor ran on it) brings held-out to 0.696 / 0.732.
describeAffiliationCases('round z56 (design): authors\' own LaTeX files and their PDF first pages', ['round-z56/design'], {
  'fcs-swu-nwpu-sdl': '"University Cote d\'Azur, CNRS, Inria, I3S": I3S, written last after its hosts, keeps its record (dropJointLabAcronym\'s documented convention, as IJCLab); the label takes it as a unit — the label departs from the convention',
  'fcs-swu-nwpu-sdl-pdf': 'as its LaTeX case',
});

// The held-out half, read after the design rules (no longer blind from then on). Its misses are not ruled on.
describeAffiliationCases('round z56 (held-out, read after the rules): authors\' own LaTeX files and their PDF first pages', ['round-z56/heldout'], {
  'fcs-unlp-cicpba-handshapes': 'late case: "Becario doctoral - Universidad Nacional de La Plata", "Investigador Asistente - Comisión de Investigaciones Científicas (CICPBA)": a Spanish role before " - " is kept in the organisation\'s name (the numbered lines themselves are read right)',
  'fcs-unlp-cicpba-handshapes-pdf': 'as its LaTeX case',
  'cjcstyle-sict-desensitization': 'the author\'s own key-value class (\\EvilStylesetup{authors = {{name, name*, affiliations …}}}) is read as no author block',
  'elsarticle-ioepc-nepal-qaoa': '"Institute of Engineering, Purwanchal Campus, Dharan": the campus\'s record (alias "Institute of Engineering Purwanchal Campus") is not found from the two pieces',
  'elsarticle-ioepc-nepal-qaoa-pdf': 'as its LaTeX case',
  'ieeetran-ucl-hull-tofpet': 'names and "are with" notes read since round z61; left: "PET Research Centre, …, University of Hull" also gives the Pluto Educational Trust (registry acronym PET) beside the university',
  'ieeetran-ucl-hull-tofpet-pdf': 'as its LaTeX case (the grades in parentheses and the run-together "are with" foot notes are read since round z61)',
  'snjnl-lirmm-neurinnov-hilecop': 'LIRMM, written first before its hosts, keeps its own record (its registry parent is Inria, not the university or CNRS written after it); the label takes it as a unit',
  'snjnl-lirmm-neurinnov-hilecop-pdf': 'as its LaTeX case',
  'snjnl-uiuc-exosphere-pdf': 'the name wrapped at "Urbana-Cham-|paign" leaves "paign" read as an organisation',
});
