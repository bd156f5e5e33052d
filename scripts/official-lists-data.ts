// The recorded official lists of the development data (DEV:official-lists) read with the product's parsers, per edition:
// shared by the evaluation scripts (eval-official-lists.ts, lists-label-candidates.ts). No network.
import fs from 'node:fs';
import path from 'node:path';
import { entriesFromBib, entryFromPost } from '../src/official/pmlr-parse.ts';
import { parseAclCollection, volumeTrack } from '../src/official/acl-parse.ts';
import { parseVirtualSite } from '../src/official/virtual-site.ts';
import type { OfficialEntry } from '../src/official/source.ts';

/** One recorded edition: venue, year, source and reference, and a reader of its entries. */
export interface RecordedEdition { venue: string; year: number; source: string; ref: string; entries: () => OfficialEntry[] }

/** Every edition recorded under `dir` (the official-lists folder of the shared data). */
export function recordedEditions(OL: string): RecordedEdition[] {
  const read = (p: string) => fs.readFileSync(path.join(OL, p), 'utf8');
  const site = 'https://proceedings.mlr.press';
  const posts = (dir: string, v: number) => fs.readdirSync(path.join(OL, dir)).sort().map((f) => entryFromPost(read(`${dir}/${f}`), v, site, f)).filter((e): e is OfficialEntry => e !== null);
  function acl(venue: string, year: number): OfficialEntry[] {
    const col = (id: string) => parseAclCollection(read(`acl-anthology/data/xml/${id}.xml`), id, 'https://aclanthology.org');
    const main = col(`${year}.${venue}`);
    const out = main.volumes.flatMap((v) => (volumeTrack(v.id) ? v.papers.map((p) => ({ ...p, track: volumeTrack(v.id)! })) : []));
    for (const vid of main.colocated) {
      const m = /^(\d{4}\.[a-z0-9]+)-([a-z0-9]+)$/.exec(vid);
      if (!m || !fs.existsSync(path.join(OL, `acl-anthology/data/xml/${m[1]}.xml`))) continue;
      const v = col(m[1]).volumes.find((x) => x.id === m[2]);
      const findings = m[1].endsWith('.findings');
      if (v) out.push(...v.papers.map((p) => ({ ...p, track: findings ? 'findings' : 'workshop', workshop: findings ? null : v.venue })));
    }
    return out;
  }

  return [
    { venue: 'UAI', year: 2024, source: 'pmlr', ref: 'v244', entries: () => entriesFromBib(read('pmlr/v244-uai2024/UAI2024.bib'), 244, site) },
    { venue: 'COLT', year: 2024, source: 'pmlr', ref: 'v247', entries: () => entriesFromBib(read('pmlr/v247-colt2024/colt2024.bib'), 247, site) },
    { venue: 'CoRL', year: 2024, source: 'pmlr', ref: 'v270', entries: () => entriesFromBib(read('pmlr/v270-corl2024/corl24.bib'), 270, site) },
    { venue: 'UAI', year: 2025, source: 'pmlr', ref: 'v286', entries: () => entriesFromBib(read('pmlr/v286-uai2025/uai2025_clean.bib'), 286, site) },
    { venue: 'COLT', year: 2025, source: 'pmlr', ref: 'v291', entries: () => entriesFromBib(read('pmlr/v291-colt2025/colt2025.bib'), 291, site) },
    { venue: 'ICML', year: 2024, source: 'pmlr', ref: 'v235', entries: () => posts('pmlr/v235-icml2024/_posts', 235) },
    { venue: 'ICML', year: 2025, source: 'pmlr', ref: 'v267', entries: () => posts('pmlr/v267-icml2025/_posts', 267) },
    { venue: 'ACL', year: 2024, source: 'acl-anthology', ref: 'acl-2024', entries: () => acl('acl', 2024) },
    { venue: 'NAACL', year: 2024, source: 'acl-anthology', ref: 'naacl-2024', entries: () => acl('naacl', 2024) },
    { venue: 'ICML', year: 2024, source: 'virtual-site', ref: 'icml.cc/2024', entries: () => parseVirtualSite(read('icml-cc/ICML 2024 Events.json'), 'ICML 2024 Events.json', 'icml.cc') },
  ];
}
