import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonWordsNearShortForms } from '../../scripts/build-slip-words.ts';
import { findVenue } from './catalogue.ts';
import { detectVenues } from './detect.ts';
import { shortForms, shortSlipKind, slipCandidates } from './fuzzy.ts';

function read(comments: string, id = '2605.00001'): string[] {
  return detectVenues({ id, comments, journalRef: null }).map((v) => `${v.venue}/${v.year}/${v.track}/${v.status}`);
}

describe('shortSlipKind', () => {
  it.each([
    ['IMCL', 'ICML', 'swap'],
    ['CVRP', 'CVPR', 'swap'],
    ['AAAl', 'AAAI', 'look-alike'], // lower-case l for capital I
    ['lROS', 'IROS', 'look-alike'],
    ['C0RL', 'CoRL', 'look-alike'], // zero for o
    ['AAAAI', 'AAAI', 'doubled'],
    ['ACCL', 'ACL', 'doubled'],
    ['ICML', 'ICML', null],
    ['ICLP', 'ICLR', null], // a letter changed: another venue as often as not
    ['ICIR', 'ICLR', null], // capital I for capital L is no look-alike
    ['AAI', 'AAAI', null], // a letter dropped
    ['EAAAI', 'AAAI', null], // a letter added that doubles none
    ['CIML', 'ICLM', null], // two swaps
  ])('%s ~ %s: %s', (w, t, want) => expect(shortSlipKind(w, t)).toBe(want));
});

describe('slipCandidates', () => {
  it('holds, in lower case, every short form shortSlipKind takes a token for (the look-up finds what a scan of ALL_SHORT finds)', () => {
    const forms = shortForms();
    // tokens: the forms, and each with every slip shortSlipKind reads (look-alikes, swaps, doublings), as a token is written
    const look: Record<string, string[]> = { I: ['l', '1'], l: ['I', '1'], O: ['0'], o: ['0'] };
    const tokens = new Set<string>();
    for (const f of forms) {
      tokens.add(f);
      for (let i = 0; i < f.length; i++) {
        for (const c of look[f[i]] ?? []) tokens.add(f.slice(0, i) + c + f.slice(i + 1));
        if (i + 1 < f.length) tokens.add(f.slice(0, i) + f[i + 1] + f[i] + f.slice(i + 2));
        tokens.add(f.slice(0, i + 1) + f[i] + f.slice(i + 1));
      }
    }
    let slips = 0;
    for (const w of tokens) {
      const keys = slipCandidates(w);
      for (const t of forms) {
        if (!shortSlipKind(w, t)) continue;
        slips++;
        expect(keys.has(t.toLowerCase()), `${w} ~ ${t}`).toBe(true);
      }
    }
    expect(slips).toBeGreaterThan(1000);
    expect([...slipCandidates('AAAl')]).toContain('aaai');
    expect([...slipCandidates('C0RL')]).toContain('corl');
    expect([...slipCandidates('AAAAI')]).toContain('aaai');
    expect([...slipCandidates('CVRP')]).toContain('cvpr');
  });
});

describe('misspelt short acronyms of ranked conferences', () => {
  it('reads real arXiv comments (snapshot records 2603.24800, 2512.22973, 2512.05371)', () => {
    expect(read('Accepted to CVRP 2026, Project page: https://v-gen-ai.github.io/Calibri-page/', '2603.24800')).toEqual(['CVPR/2026/main/accepted']);
    expect(read('AAAAI 2026 accepted. Code & models are available at: https://github.com/qiangzai-lv/YOLO-IOD', '2512.22973')).toEqual(['AAAI/2026/main/accepted']);
    expect(read('Accepted by the AAAl26 Conference Main Track', '2512.05371')).toEqual(['AAAI/2026/main/accepted']);
  });

  it('reads the shapes: a swap, a look-alike or a doubling, a year right after, a status cue', () => {
    expect(read('Accepted at IMCL 2025')).toEqual(['ICML/2025/main/accepted']);
    expect(read("Under review at ICRL'26")).toEqual(['ICLR/2026/main/under_review']);
    expect(read('submitted to IMCL-26')).toEqual(['ICML/2026/main/submitted']);
    expect(read('In CVRP2026, 8 pages')).toEqual(['CVPR/2026/main/accepted']);
    expect(read('To appear in lCML 2026')).toEqual(['ICML/2026/main/accepted']);
    expect(read('Accepted at ACCL 2025')).toEqual(['ACL/2025/main/accepted']);
    expect(read('ICRL 2026 (accepted)')).toEqual(['ICLR/2026/main/accepted']);
  });

  it('needs a year right after the word and a status cue', () => {
    expect(read('Accepted at IMCL')).not.toContainEqual(expect.stringMatching(/^ICML\//));
    expect(read('IMCL 2025')).not.toContainEqual(expect.stringMatching(/^ICML\//));
    expect(read('We compare with CVRP 2026 baselines')).not.toContainEqual(expect.stringMatching(/^CVPR\//));
    expect(read('Accepted at IMCL workshop, 2025')).not.toContainEqual(expect.stringMatching(/^ICML\//));
  });

  it('never reads a real venue one letter changed, added or dropped from a ranked one (arXiv snapshot comments)', () => {
    for (const [comments, not] of [
      ['Accepted at GCPR 2025. Project page', 'ICPR'],
      ['Accepted to ACPR2025', 'ICPR'],
      ['Accepted at NLDB 2025', 'VLDB'],
      ['Accepted to CCL 2025', 'ACL'],
      ['Accepted to CAI 2026', 'ECAI'],
      ['Accepted by ESWA 2026', 'ESWC'],
      ['To appear at ICPE 2026 (International Conference on Performance Engineering)', 'ICPR'],
      ['Accepted ICIR 2025, camera-ready', 'ICLR'],
      ['Accepted at IIAI AAI 2025', 'AAAI'],
      ['Accepted at IAAI-25', 'AAAI'],
      ['Presented at ICCI 2025. 11 pages', 'ICCV'],
    ] as const) expect(read(comments), comments).not.toContainEqual(expect.stringMatching(new RegExp(`^${not}/`)));
  });

  it('never reads a three-letter swap (CAL, ALC beside ACL) nor a common word ("ICED" beside ICDE)', () => {
    expect(read('Accepted at CAL 2025')).not.toContainEqual(expect.stringMatching(/^ACL\//));
    expect(read('Accepted at ALC 2025')).not.toContainEqual(expect.stringMatching(/^ACL\//));
    expect(read('Accepted at ICED 2025')).not.toContainEqual(expect.stringMatching(/^ICDE\//));
  });

  it('leaves a word one slip from two venues alone', () => {
    // IIST: ISIT with two letters swapped, and IST with I doubled
    expect(read('Accepted at IIST 2026')).not.toContainEqual(expect.stringMatching(/^(?:ISIT|IST)\//));
    // ICTS: ITCS and ICST swapped
    expect(read('Accepted at ICTS 2026')).not.toContainEqual(expect.stringMatching(/^(?:ITCS|ICST)\//));
  });

  it('reads every catalogue short form one slip from another (ITSC / ITCS, CHI / HCI, AACL / ACL) as itself', () => {
    const forms = shortForms();
    const pairs = forms.flatMap((a) => forms.filter((b) => a !== b && shortSlipKind(a, b) && findVenue(a) !== findVenue(b)).map((b) => [a, b] as const));
    expect(pairs.length).toBeGreaterThan(10);
    expect(pairs).toContainEqual(['ITSC', 'ITCS']);
    for (const [a, b] of pairs) {
      const got = detectVenues({ id: '2605.00001', comments: `Accepted at ${a} 2025`, journalRef: null }).map((v) => v.venue);
      expect(got, a).not.toContain(findVenue(b)!.name);
    }
  });
});

describe('short-slip-words.json', () => {
  it('is the common English words one short slip from a catalogue short form, as scripts/build-slip-words.ts writes it', () => {
    const shipped = JSON.parse(fs.readFileSync(new URL('./short-slip-words.json', import.meta.url), 'utf8')) as string[];
    expect(shipped).toEqual(commonWordsNearShortForms());
    expect(shipped).toContain('iced');
  });
});
