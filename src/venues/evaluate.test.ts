import { describe, expect, it } from 'vitest';
import { errorKinds, falseAcceptedMain, falseMainTruth, halfOf, halfOfRecord } from './evaluate.ts';

const e = (venue: string, track = 'main', status = 'accepted', workshop: string | null = null) =>
  ({ venue, year: 2026, track, workshop, status, presentation: null });

describe('halfOf', () => {
  it('is deterministic and splits ids roughly in half', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `2605.${String(i).padStart(5, '0')}`);
    const design = ids.filter((id) => halfOf(id) === 'design').length;
    expect(ids.map(halfOf)).toEqual(ids.map(halfOf));
    expect(design).toBeGreaterThan(160);
    expect(design).toBeLessThan(240);
  });
});

describe('halfOfRecord', () => {
  it('follows a record\'s part when the set is split by source, else halfOf(id) (labeled-dev-20.jsonl)', () => {
    const id = '2608.02699';
    expect(halfOfRecord({ id, part: 'A' })).toBe('design');
    expect(halfOfRecord({ id, part: 'B' })).toBe('held-out');
    expect(halfOfRecord({ id })).toBe(halfOf(id));
  });
});

describe('errorKinds', () => {
  it.each([
    ['exact', [e('ICML')], [e('ICML')], []],
    ['workshop read as main', [e('ICML', 'workshop', 'accepted', 'SD4H')], [e('ICML')], ['false_accepted_main', 'track', 'workshop']],
    ['rejection read as acceptance', [e('ICLR', 'main', 'rejected')], [e('ICLR')], ['false_accepted_main', 'status']],
    ['template read as venue', [], [e('NeurIPS')], ['false_accepted_main', 'spurious_venue']],
    ['published read as accepted is not a false main claim', [e('CVPR', 'main', 'published')], [e('CVPR')], ['status']],
    ['missed', [e('KDD')], [], ['missed_venue']],
    ['other track said unclear', [e('AAAI', 'other')], [e('AAAI', 'other', 'unclear')], ['status']],
  ])('%s', (_name, gold, got, want) => {
    expect(errorKinds(gold, got)).toEqual(want);
    expect(falseAcceptedMain(gold, got)).toBe(want.includes('false_accepted_main'));
  });
});

describe('falseMainTruth', () => {
  it.each([
    ['template', [], [e('NeurIPS')], 'no_venue'],
    ['workshop', [e('ICML', 'workshop', 'accepted', 'SD4H')], [e('ICML')], 'workshop'],
    ['position track', [e('ICML', 'other')], [e('ICML')], 'other_track'],
    ['rejection', [e('ICLR', 'main', 'rejected')], [e('ICLR')], 'not_accepted'],
    ['wrong venue', [e('Serb. Astron. J.')], [e('AJ')], 'other_name'],
    ['backed', [e('CVPR', 'main', 'published')], [e('CVPR')], null],
  ])('%s', (_n, gold, got, want) => expect(falseMainTruth(gold, got)).toBe(want));
});
