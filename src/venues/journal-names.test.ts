import { describe, expect, it } from 'vitest';
import { JournalNames } from './journal-names.ts';
import { journalAbbreviations, physicalJournal } from './catalogue-file.ts';

describe('JournalNames', () => {
  it('answers like a Map of first-set keys, with physical marks from any entry of a key', () => {
    const t = new JournalNames([
      { key: 'physicalreviewletters', abbr: 'Phys. Rev. Lett.', physical: false },
      { key: 'physrevlett', abbr: 'Phys. Rev. Lett.', physical: false },
      { key: 'physicalreviewletters', abbr: 'Other', physical: true },
      { key: 'annalsofmath', abbr: 'Ann. Math.', physical: false },
    ]);
    expect(t.size).toBe(3);
    expect(t.get('physicalreviewletters')).toBe('Phys. Rev. Lett.');
    expect(t.get('physrevlett')).toBe('Phys. Rev. Lett.');
    expect(t.isPhysical('physicalreviewletters')).toBe(true);
    expect(t.isPhysical('physrevlett')).toBe(false);
    // A key that is the start of a stored one, or continues it, is not that key.
    expect([t.has('physicalreview'), t.has('physicalreviewlettersx'), t.get('annalsofmat'), t.has('')]).toEqual([false, false, undefined, false]);
    expect([...t.keys()]).toEqual(['physicalreviewletters', 'physrevlett', 'annalsofmath']);
    expect([...t.keys(true)]).toEqual(['physicalreviewletters']);
    expect([...t.entries()]).toEqual([['physicalreviewletters', 'Phys. Rev. Lett.'], ['physrevlett', 'Phys. Rev. Lett.'], ['annalsofmath', 'Ann. Math.']]);
    expect(t.abbreviations()).toEqual(['Phys. Rev. Lett.', 'Ann. Math.']);
  });

  it('finds every one of many keys (hash collisions probed past) and none of their neighbours', () => {
    const keys = Array.from({ length: 20000 }, (_, i) => `j${i.toString(36)}`);
    const t = new JournalNames(keys.map((key, i) => ({ key, abbr: `A${i % 97}`, physical: i % 5 === 0 })));
    expect(keys.every((k, i) => t.get(k) === `A${i % 97}` && t.isPhysical(k) === (i % 5 === 0))).toBe(true);
    expect(keys.some((k) => t.has(`${k}-`) || t.has(`-${k}`))).toBe(false);
    expect(t.abbreviations().length).toBe(97);
  });

  it('holds JabRef\'s lists as shipped: full names and abbreviations to ISO-4, physical-science lists marked', () => {
    const j = journalAbbreviations();
    expect(j.size).toBeGreaterThan(50000);
    expect(j.get('annalsofappliedprobability')).toBe('Ann. Appl. Probab.');
    expect(j.get('annapplprobab')).toBe('Ann. Appl. Probab.');
    expect(physicalJournal('physicalreviewletters')).toBe(true);
    expect(physicalJournal('journalofmachinelearningresearch')).toBe(false);
  });
});
