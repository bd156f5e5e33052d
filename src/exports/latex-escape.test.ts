import { describe, expect, it } from 'vitest';
import { latexEscape, protectCase } from './latex-escape.ts';

/** BibTeX's own brace count: every `{` and `}` counts, backslash or not; a field is valid when it never drops below 0 and ends at 0. */
function bibtexBalanced(s: string): boolean {
  let d = 0;
  for (const ch of s) {
    d += ch === '{' ? 1 : ch === '}' ? -1 : 0;
    if (d < 0) return false;
  }
  return d === 0;
}

describe('latexEscape', () => {
  it.each([
    ['lone closing brace (real ICML 2026 comment)', 'Workshop on Generative Modeling (SPIGM)}, Seoul', 'Workshop on Generative Modeling (SPIGM)\\textbraceright{}, Seoul'],
    ['lone opening brace', 'a { b', 'a \\textbraceleft{} b'],
    ['escaped lone brace, which BibTeX still counts', 'set \\{x', 'set \\textbraceleft{}x'],
    ['lone brace inside math', '$\\{x$', '$\\lbrace x$'],
    ['paired braces kept', '{BERT} and \\textbf{x}', '{BERT} and \\textbf{x}'],
  ])('%s', (_name, input, out) => {
    expect(latexEscape(input)).toBe(out);
    expect(bibtexBalanced(latexEscape(input))).toBe(true);
  });

  it('writes Greek and maths symbols as LaTeX commands, in and out of $…$', () => {
    expect(latexEscape('α-divergence ≤ β')).toBe('$\\alpha$-divergence $\\leq$ $\\beta$');
    expect(latexEscape('$\\mathcal{O}(α)$ and $ε$-DP')).toBe('$\\mathcal{O}(\\alpha )$ and $\\varepsilon $-DP');
    expect(latexEscape('x × y → ℝ')).toBe('x \\texttimes{} y $\\rightarrow$ $\\mathbb{R}$');
    expect(latexEscape('缓存 KV')).toBe('缓存 KV');
  });

  it('writes URLs as \\url{…} with nothing escaped but % and #', () => {
    expect(latexEscape('Code: https://github.com/a-b/c_d~e. More')).toBe('Code: \\url{https://github.com/a-b/c_d~e}. More');
    expect(latexEscape('(see https://x.org/a%20b#s)')).toBe('(see \\url{https://x.org/a\\%20b\\#s})');
    expect(latexEscape('snake_case')).toBe('snake\\_case');
  });

  it('drops control characters', () => {
    expect(latexEscape('a\u000Bb\u0001c')).toBe('a b c');
  });
});

describe('protectCase', () => {
  it('braces acronyms, digit-led and CamelCase words, wherever they stand', () => {
    expect(protectCase('3DGS for LLMs in SE(3) with KV Cache')).toBe('{3DGS} for {LLMs} in {SE}(3) with {KV} Cache');
    expect(protectCase('BESplit: Bias-Compensated')).toBe('{BESplit}: Bias-Compensated');
    expect(protectCase("GPT-4o's ViT?")).toBe("{GPT}-4o's {ViT}?");
  });
  it('judges a word glued to inline math as one word (real sample titles)', () => {
    expect(protectCase('F$^3$Set: Towards')).toBe('{F$^3$Set}: Towards');
    expect(protectCase('Mask$^2$DiT and A$^\\text{T}$A')).toBe('{Mask$^2$DiT} and {A$^\\text{T}$A}');
    expect(protectCase('Param$\\Delta $ for $top$-$K$ Attack')).toBe('Param$\\Delta $ for $top$-$K$ Attack');
  });
  it('leaves math, commands and braced groups alone', () => {
    expect(protectCase('$\\mathcal{O}(N)$ {DNA} \\textbf{x} \\url{https://a.org/AbC}')).toBe('$\\mathcal{O}(N)$ {DNA} \\textbf{x} \\url{https://a.org/AbC}');
  });
});
