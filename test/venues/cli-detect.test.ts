import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('paperboard venues detect', () => {
  it('writes one {id, venues} line per record, reading journal-ref or journal_ref, without a database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-venues-'));
    const input = path.join(dir, 'in.jsonl');
    fs.writeFileSync(input, [
      JSON.stringify({ id: '2605.00001', comments: 'Accepted by ICML 2026 (Oral)', 'journal-ref': null }),
      'not json',
      JSON.stringify({ id: '0704.0001', comments: '7 pages', journal_ref: 'Phys.Rev.D76:013009,2007' }),
      JSON.stringify({ id: '2605.00002', comments: '12 pages, 3 figures' }),
    ].join('\n'));
    const out = execFileSync('node', ['bin/paperboard.js', 'venues', 'detect', '--input', input], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { id: '2605.00001', venues: [{ venue: 'ICML', year: 2026, track: 'main', workshop: null, status: 'accepted', presentation: 'oral' }] },
      { id: '0704.0001', venues: [{ venue: 'Phys. Rev. D', year: 2007, track: 'main', workshop: null, status: 'published', presentation: null }] },
      { id: '2605.00002', venues: [] },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads a file saved with a byte-order mark and CRLF line ends, and names a field that is not text', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-venues-'));
    const input = path.join(dir, 'in.jsonl');
    fs.writeFileSync(input, `\uFEFF${[
      JSON.stringify({ id: '2605.00001', comments: 'Accepted by ICML 2026 (Oral)', journal_ref: null }),
      JSON.stringify({ id: '2605.00003', comments: ['CVPR 2026'] }),
    ].join('\r\n')}\r\n`);
    const r = spawnSync('node', ['bin/paperboard.js', 'venues', 'detect', '--input', input], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { id: '2605.00001', venues: [{ venue: 'ICML', year: 2026, track: 'main', workshop: null, status: 'accepted', presentation: 'oral' }] },
      { id: '2605.00003', venues: [] },
    ]);
    expect(r.stderr).toContain(`${input}:2: field "comments" is an array, not text; read as absent`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
