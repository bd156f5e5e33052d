import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { normalizeName, siteDomain } from './normalize.ts';
import { matchAffiliation } from './match.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zhsrc: Taiwan's Ministry of Education school list joined to the registry by web domain (scripts/build-registry.ts addMoeList).
describe('siteDomain', () => {
  it('reduces a host under a registry-like second level to the registered label', () => {
    expect(siteDomain('https://portal.qaxu.edu.tw/zh/index.php?x=1')).toBe('qaxu.edu.tw');
    expect(siteDomain('http://web.qaxu.edu.tw/')).toBe('qaxu.edu.tw');
    expect(siteDomain('http://www2.med-qaxu.ac.jp')).toBe('med-qaxu.ac.jp');
  });
  it('drops only a leading www elsewhere', () => {
    expect(siteDomain('https://www.qaxu-institute.org/about')).toBe('qaxu-institute.org');
    expect(siteDomain('lab.qaxu-institute.org')).toBe('lab.qaxu-institute.org');
  });
  it('gives nothing for a string that is no host', () => {
    expect(siteDomain('not a web address')).toBeNull();
    expect(siteDomain('')).toBeNull();
  });
  it('is fast on a long made-up input', () => {
    const long = `http://${'ab-'.repeat(1300)}x.edu.tw`;
    const many = `http://${'q.'.repeat(2000)}edu.tw`;
    const t = cpuNow();
    siteDomain(long);
    siteDomain(many);
    siteDomain('z'.repeat(4000));
    expect(cpuNow() - t).toBeLessThan(500);
  });
});

describe('registry entries from the school list', () => {
  const file = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(import.meta.dirname, '../../data/registry/registry.json.gz'))).toString('utf8'));
  const rows: any[][] = file.rows;
  const moe = rows.filter((r) => String(r[0]).startsWith('moe-'));
  it('adds Taiwanese universities in simplified characters', () => {
    expect(moe.length).toBeGreaterThan(0);
    for (const r of moe) {
      expect(r[3]).toBe('TW');
      expect(r[2]).toMatch(/^\p{Script=Han}+$/u);
      // no traditional form survives (臺, 國, 學)
      expect(r[2]).not.toMatch(/[臺國學灣興藝]/);
    }
  });
  it('adds no entry for a name another Taiwanese record already carries', () => {
    const others = new Set(rows.filter((r) => r[3] === 'TW' && !String(r[0]).startsWith('moe-')).flatMap((r) => [normalizeName(r[1]), ...String(r[6] ?? '').split('|').filter(Boolean)]));
    for (const r of moe) expect(others.has(normalizeName(r[1])), r[1]).toBe(false);
  });
  it('resolves a Taiwanese university the ROR extract lacks, with its official Chinese name', () => {
    const [hit] = matchAffiliation('Department of Computer Science, National Central University, Taoyuan, Taiwan');
    expect(hit?.name_zh).toBe('国立中央大学');
  });
});
