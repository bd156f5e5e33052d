import { describe, expect, it } from 'vitest';
import { PackedGroups } from './packed-groups.ts';
import { journalAbbreviations } from './catalogue-file.ts';

describe('packed groups', () => {
  it('give each key its members in the order they came, and nothing for a key never given', () => {
    const g = new PackedGroups([['b', 7], ['a', 3], ['b', 1], ['c', 0], ['b', 7], ['a', 9]]);
    expect([...g.get('b')]).toEqual([7, 1, 7]);
    expect([...g.get('a')]).toEqual([3, 9]);
    expect([...g.get('c')]).toEqual([0]);
    expect([...g.get('d')]).toEqual([]);
    expect([...new PackedGroups([]).get('a')]).toEqual([]);
  });

  it('read JabRef keys by number as the key list gives them', () => {
    const j = journalAbbreviations();
    const keys = [...j.keys()];
    expect(keys.length).toBe(j.size);
    for (const i of [0, 1, 1000, j.size - 1]) {
      expect(j.keyAt(i)).toBe(keys[i]);
      expect(j.keyLength(i)).toBe(keys[i].length);
      expect(j.keyHead(i, 3)).toBe(keys[i].slice(0, 3));
      expect(j.abbreviations()[j.abbrNumberAt(i)]).toBe(j.get(keys[i]));
    }
    const physical = [...j.keys(true)];
    expect(keys.filter((_, i) => j.isPhysicalAt(i))).toEqual(physical);
  });
});
