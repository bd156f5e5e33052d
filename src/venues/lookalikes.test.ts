import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookalikesJson } from './lookalikes-build.ts';

// data/venues/lookalikes.json is derived (round fmprobe2): it must be what scripts/build-venue-lookalikes.ts writes from
// the repository's registry, catalogue and JabRef files, so that a catalogue or registry change cannot leave it stale.
describe('data/venues/lookalikes.json', () => {
  it('is what scripts/build-venue-lookalikes.ts writes', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const shipped = fs.readFileSync(path.join(repo, 'data/venues/lookalikes.json'), 'utf8');
    const { datasets } = JSON.parse(shipped) as { datasets: string[] };
    expect(lookalikesJson(repo, datasets) === shipped).toBe(true);
  });

  it('carries the licence of the names it copies from torchvision (BSD-3-Clause: conditions and disclaimer)', () => {
    const dir = path.resolve(import.meta.dirname, '../../data/venues');
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('LICENSE-torchvision.txt');
    const licence = fs.readFileSync(path.join(dir, 'LICENSE-torchvision.txt'), 'utf8');
    expect(licence).toContain('Copyright (c) Soumith Chintala 2016');
    expect(licence).toContain('THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"');
  });
});

