/**
 * The archives of arXiv's old-style identifiers (`archive/YYMMNNN`, 1991 – March 2007), as listed in
 * arXiv's own taxonomy (arxiv-base `arxiv/taxonomy/definitions.py`, ARCHIVES; the private `test` archive left out).
 */
export const OLD_STYLE_ARCHIVES: ReadonlySet<string> = new Set([
  'acc-phys', 'adap-org', 'alg-geom', 'ao-sci', 'astro-ph', 'atom-ph', 'bayes-an', 'chao-dyn', 'chem-ph', 'cmp-lg',
  'comp-gas', 'cond-mat', 'cs', 'dg-ga', 'econ', 'eess', 'funct-an', 'gr-qc', 'hep-ex', 'hep-lat', 'hep-ph', 'hep-th',
  'math', 'math-ph', 'mtrl-th', 'nlin', 'nucl-ex', 'nucl-th', 'patt-sol', 'physics', 'plasm-ph', 'q-alg', 'q-bio',
  'q-fin', 'quant-ph', 'solv-int', 'stat', 'supr-con',
]);
