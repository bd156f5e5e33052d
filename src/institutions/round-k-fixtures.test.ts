import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';

// The design half of blind round k (branch alatex2: sn-jnl, iopart, spconf, IEEEtran, plain article and one arXiv LaTeXML HTML
// author block; test/fixtures/affiliations/PROVENANCE.md). The round's held-out half is scored by `npm run eval:affiliations` only.
describeAffiliationCases('blind round k (design half): authors and author -> institution pairs', ['round-k/design'], {
  'ieee-pucrio-seismic': 'a lab/acronym pair ("Tecgraf/PUC-Rio", "ITA/IEC") is kept by name, not resolved to the university',
  'ieeecompsoc-sydney-thanks': 'the second organisation after ", and the" and INSAIT\'s comma-broken name',
  'snjnl-wroclaw-tda': '"Adam Mickiewicz University" does not find the record "Adam Mickiewicz University in Poznań"',
});
