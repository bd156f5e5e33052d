// Builds data/venues/lookalikes.json: names that look like a venue's but name something else (round fmprobe2, issue 13),
// small enough for the venue-detection thread's capped heap (test/papers/detect-headroom.test.ts):
//   acronyms  ROR acronyms of organisations weighted 10 or more in the shipped registry (data/registry/registry.json.gz,
//             derived from ROR, CC0 — "Data from ROR, https://ror.org, CC0"), all capitals (digits, "&" and "-" between),
//             two to eight characters, that no catalogue venue has as a name or alias: "NIH accepted", "to appear in
//             CSIRO" name a funder, a university, an agency, never an event;
//   cities    ROR organisations' location cities (GeoNames names, via ROR, CC0) where ten or more organisations are and
//             no catalogue venue is called (places.ts adds them to its table): "to appear in Leiden";
//   datasets  torchvision 0.29.0's dataset classes (torchvision/datasets/__init__.py `__all__`, BSD-3-Clause, Copyright
//             (c) Soumith Chintala 2016) and architecture classes (torchvision/models/*.py), copied once by hand from the
//             published package and kept in the file as written (this script keeps them): "MNIST accepted", "ResNet 2025".
// Usage: node --import tsx scripts/build-venue-lookalikes.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { VENUES } from '../src/venues/catalogue.ts';

const repo = path.resolve(import.meta.dirname, '..');
const out = path.join(repo, 'data/venues/lookalikes.json');
const rows = (JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(repo, 'data/registry/registry.json.gz'))).toString('utf8')) as { rows: [string, string, string | null, string | null, string | null, number, string, string, string?][] }).rows;
// every name and alias of the catalogue, as written and in lower case (an acronym a venue has in any case is a venue's)
const venueNames = new Set<string>();
for (const v of VENUES) for (const n of [v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? []), ...(v.full ?? []), ...(v.weakFull ?? [])]) venueNames.add(n.toLowerCase());
const rorOnly = rows.filter((r) => /^0[a-z0-9]{8}$/.test(r[0]));
const acronyms = new Set<string>();
for (const r of rorOnly) {
  if (r[5] < 10) continue;
  for (const a of (r[7] ?? '').split('|')) if (/^[A-Z](?:[A-Z0-9]|[&-](?=[A-Z0-9])){1,7}$/.test(a) && /[A-Z].*[A-Z]/.test(a) && !venueNames.has(a.toLowerCase())) acronyms.add(a);
}
const perCity = new Map<string, number>();
for (const r of rorOnly) if (r[4]) perCity.set(r[4], (perCity.get(r[4]) ?? 0) + 1);
const cities = [...perCity].filter(([c, n]) => n >= 10 && !venueNames.has(c.toLowerCase())).map(([c]) => c);
const old = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) as { datasets?: string[] } : {};
const data = {
  format: 1,
  sources: {
    acronyms: 'ROR (ror-community/ror-records, CC0 1.0) via data/registry/registry.json.gz: acronyms of organisations of weight >= 10 no catalogue venue has',
    cities: 'ROR location cities (GeoNames names, CC0 via ROR) of ten or more organisations',
    datasets: 'torchvision 0.29.0 (BSD-3-Clause, Copyright (c) Soumith Chintala 2016): torchvision/datasets/__init__.py __all__ and the architecture classes of torchvision/models/*.py',
  },
  acronyms: [...acronyms].sort(),
  cities: cities.sort(),
  datasets: old.datasets ?? [],
};
fs.writeFileSync(out, JSON.stringify(data) + '\n');
console.log(JSON.stringify({ acronyms: data.acronyms.length, cities: data.cities.length, datasets: data.datasets.length, bytes: fs.statSync(out).size }));
