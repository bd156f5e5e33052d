import { describe, expect, it } from 'vitest';
import { genericHint } from './generic-venue.ts';

// The cheap first test before the generic shapes, split into its plain words and its shapes: one phrase of each kind.
describe('genericHint', () => {
  it.each([
    'Accepted at FOO 2026', 'to appear in the proceedings', 'under review at FOO', 'conference submission', 'extended version of our paper',
    'ICDM 2025 oral', 'Short paper. DEMI Workshop.', 'IEEE ICME 2025', "FOO'25", 'SPIE Medical Imaging 2026',
    'MT Summit 2025', 'World Forum on Internet of Things',
  ])('%j may name a venue', (text) => expect(genericHint(text)).toBe(true));
  it.each(['12 pages, 3 figures', 'v2: typos corrected', ''])('%j names none', (text) => expect(genericHint(text)).toBe(false));
});
