import { describe, expect, it } from 'vitest';
import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { CUE, CUE_GATE, genericHint } from './generic-venue.ts';
import { alternativeNeeds } from './regex-gate.ts';

// The cheap first test before the generic shapes, split into its plain words and its shapes: one phrase of each kind.
describe('genericHint', () => {
  it.each([
    'Accepted at FOO 2026', 'to appear in the proceedings', 'under review at FOO', 'conference submission', 'extended version of our paper',
    'ICDM 2025 oral', 'Short paper. DEMI Workshop.', 'IEEE ICME 2025', "FOO'25", 'SPIE Medical Imaging 2026',
    'MT Summit 2025', 'World Forum on Internet of Things',
  ])('%j may name a venue', (text) => expect(genericHint(text)).toBe(true));
  it.each(['12 pages, 3 figures', 'v2: typos corrected', ''])('%j names none', (text) => expect(genericHint(text)).toBe(false));
});

// CUE runs only on a text CUE_GATE passes: each of its alternatives needs a word (as regex-gate.ts reads it from the
// source) that the gate finds wherever it stands, or "in" opening the text for the one anchored alternative.
describe('CUE_GATE', () => {
  const group = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(CUE.source).alternatives[0].elements.find((e) => e.type === 'Group') as AST.Group;
  // The words read with regex-gate's preference (common words avoided) or with the longest preferred: either will do.
  const covered = (raw: string, needs: string[] | null) => needs !== null && needs.every((w) => CUE_GATE.test(raw.startsWith('^') ? w : `x ${w}`.toUpperCase()));
  it.each(group.alternatives.map((a) => [a.raw.slice(0, 60), a.raw]))('passes every text CUE\'s alternative %j can match', (_, raw) => {
    expect(covered(raw, alternativeNeeds(raw, CUE.flags)[0]) || covered(raw, alternativeNeeds(raw, CUE.flags, new Set())[0])).toBe(true);
  });
  it.each(['Accepted at FOO 2026', 'to appear in the proceedings of', 'In ICML 2026', 'Proc. of the 12th International Conference', 'planning to submit to NeurIPS'])(
    '%j: gate passed, CUE matches', (text) => { expect(CUE_GATE.test(text)).toBe(true); expect(new RegExp(CUE.source, 'i').test(text)).toBe(true); });
  it.each(['12 pages, 3 figures', 'ICML 2026 workshop', 'Code: github.com/x/y', 'Main in FOO'])('%j: no cue word, no cue', (text) => {
    expect(CUE_GATE.test(text)).toBe(false);
    expect(new RegExp(CUE.source, 'i').test(text)).toBe(false);
  });
});
