import { describe, expect, it } from 'vitest';
import { counted, decisionWords } from './admin-words.tsx';

describe('the moderation queue says what a submit did, Chinese first', () => {
  it('counts reports in the right number in English', () => {
    expect(counted(1, 'report')).toBe('1 report');
    expect(counted(3, 'report')).toBe('3 reports');
    expect(counted(0, 'report')).toBe('0 reports');
  });

  it('puts the Chinese before the English for accepted, rejected and both', () => {
    expect(decisionWords({ accept: 1, reject: 0 }, [])).toBe('已接受 1 条纠错 · 1 report accepted');
    expect(decisionWords({ accept: 3, reject: 0 }, [])).toBe('已接受 3 条纠错 · 3 reports accepted');
    expect(decisionWords({ accept: 0, reject: 2 }, [])).toBe('已拒绝 2 条纠错 · 2 reports rejected');
    expect(decisionWords({ accept: 1, reject: 2 }, [])).toBe('已接受 1 条纠错，已拒绝 2 条纠错 · 1 report accepted, 2 reports rejected');
  });

  it('says what failed and why after what was done, and that nothing was selected', () => {
    expect(decisionWords({ accept: 1, reject: 0 }, ['#7: 纠错 #7 已处理 · report 7 is already accepted']))
      .toBe('已接受 1 条纠错 · 1 report accepted · 1 条失败 · 1 report failed: #7: 纠错 #7 已处理 · report 7 is already accepted');
    expect(decisionWords({ accept: 0, reject: 0 }, ['#1: a', '#2: b'])).toBe('2 条失败 · 2 reports failed: #1: a; #2: b');
    expect(decisionWords({ accept: 0, reject: 0 }, [])).toBe('未选择纠错：请勾选要处理的纠错 · Nothing selected — tick the reports to decide');
  });
});
