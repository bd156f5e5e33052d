import { describe, expect, it } from 'vitest';
import { clipAtWord } from './clip.ts';

describe('clipAtWord', () => {
  it('cuts at the last word boundary that fits, with "…", never mid-word', () => {
    const s = 'GET https://arxiv.org/abs/2401.00001 failed 4 times; giving up — the next run resumes from the saved cursor; eprint: ARXIV_RETRIES_EXHAUSTED';
    const cut = clipAtWord(s, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    const words = s.split(/\s+/);
    for (const w of cut.slice(0, -1).split(/\s+/)) expect(words.map((x) => x.replace(/[;,:]$/, ''))).toContain(w.replace(/[;,:]$/, ''));
    expect(clipAtWord('resumes from the saved cursor', 20)).toBe('resumes from the…');
  });
  it('drops punctuation left before the cut, and leaves text that fits alone', () => {
    expect(clipAtWord('first part; second part', 14)).toBe('first part…');
    expect(clipAtWord('short', 5)).toBe('short');
  });
  it('cuts a text with no word boundary in reach (a long URL) at the limit', () => {
    const url = `https://example.org/${'a'.repeat(100)}`;
    expect(clipAtWord(url, 30)).toBe(`${url.slice(0, 29)}…`);
  });
});
