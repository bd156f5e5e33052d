// Round vscan: the shared scan of the text being read (comment-scan.ts) judges a slice by the words found once in the
// whole text; it must never say "no" where the regex it stands for matches.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanScope, scopeGate } from './comment-scan.ts';
import { presentationCue, specificTrackCue, statusCues, trackCue, trackCueJoined } from './cues.ts';

/** Every comment of the development sets kept in the repository. */
function comments(): string[] {
  const dir = path.join(import.meta.dirname, '../../test/fixtures/venues');
  const out: string[] = [];
  for (const f of fs.readdirSync(dir).filter((n) => /^labeled-dev.*\.jsonl$/.test(n)).sort()) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = (JSON.parse(line) as { comments?: string | null }).comments;
      if (c) out.push(c);
    }
  }
  return out;
}

/** Slices of `text` between word edges (and a few inside words), as the readers take them. */
function slices(text: string): string[] {
  const edges = [0, text.length];
  for (let i = 1; i < text.length; i++) if (/\W/.test(text[i]) !== /\W/.test(text[i - 1])) edges.push(i);
  for (let i = 3; i < text.length; i += 7) edges.push(i);
  const all = [...new Set(edges)].sort((a, b) => a - b);
  // At most ~14 edges a comment (spread over it), so that the test stays quick.
  const step = Math.ceil(all.length / 14);
  const cut = all.filter((_, k) => k % step === 0 || k === all.length - 1);
  const out: string[] = [];
  for (let a = 0; a < cut.length; a++) for (let b = a; b < cut.length; b++) out.push(text.slice(cut[a], cut[b]));
  return out;
}

describe('comment-scan (vscan)', () => {
  it('judges a slice of the scope by the words inside its range only', () => {
    const gate = scopeGate(/accept(?:ed)?\s+(?:at|to)|under\s+review/i);
    scanScope('Accepted at FOO 2026. Code: example org; under review elsewhere');
    expect(gate.mayMatch('Accepted at FOO')).toBe(true);
    expect(gate.mayMatch(' FOO 2026. Code: example org; ')).toBe(false);
    // A word cut by the slice's edge is not in it.
    expect(gate.mayMatch('ccepted at FOO')).toBe(false);
    expect(gate.mayMatch('under revi')).toBe(false);
    expect(gate.mayMatch('; under review')).toBe(true);
    // A text the scope does not hold (joined, rewritten) is let through.
    expect(gate.mayMatch('FOO 2026 Code')).toBe(true);
    scanScope('FOO 2026 Code');
    expect(gate.mayMatch('FOO 2026 Code')).toBe(false);
  });

  it('lets every text through for a regex with an alternative that needs no word', () => {
    const gate = scopeGate(/accepted|[A-Z]{3,}\s+\d{4}/);
    scanScope('FOO 2026');
    expect(gate.mayMatch('FOO 2026')).toBe(true);
  });

  it('gives the cue readers the answers they give with no scope, on slices of the development comments', () => {
    const other = '\u0000 no comment holds this';
    let checked = 0;
    for (const c of comments()) {
      const parts = slices(c);
      scanScope(other);
      const plain = parts.map((s) => [statusCues(s), trackCue(s), specificTrackCue(s), presentationCue(s), trackCueJoined(s, c.slice(0, 3))]);
      scanScope(c);
      const scoped = parts.map((s) => [statusCues(s), trackCue(s), specificTrackCue(s), presentationCue(s), trackCueJoined(s, c.slice(0, 3))]);
      for (let k = 0; k < parts.length; k++) if (JSON.stringify(scoped[k]) !== JSON.stringify(plain[k])) expect([parts[k], scoped[k]]).toEqual([parts[k], plain[k]]);
      checked += parts.length;
    }
    expect(checked).toBeGreaterThan(50_000);
  });
});
