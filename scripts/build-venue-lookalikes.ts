// Builds data/venues/lookalikes.json: names that look like a venue's but name something else (round fmprobe2, issue 13),
// small enough for the venue-detection thread's capped heap (test/papers/detect-headroom.test.ts):
//   acronyms  ROR acronyms of active organisations (weight 5 or more in the shipped registry, data/registry/registry.json.gz,
//             derived from ROR, CC0 — "Data from ROR, https://ror.org, CC0"; an active record weighs 5 at least), all
//             capitals (digits, "&" and "-" between),
//             two to eight characters, that no catalogue venue has as a name or alias: "NIH accepted", "to appear in
//             CSIRO" name a funder, a university, an agency, never an event;
//   cities    ROR organisations' location cities (GeoNames names, via ROR, CC0) where ten or more organisations are and
//             no catalogue venue is called (places.ts adds them to its table): "to appear in Leiden";
//   datasets  torchvision 0.29.0's dataset classes (torchvision/datasets/__init__.py `__all__`, BSD-3-Clause, Copyright
//             (c) Soumith Chintala 2016) and architecture classes (torchvision/models/*.py), copied once by hand from the
//             published package and kept in the file as written (this script keeps them): "MNIST accepted", "ResNet 2025".
//   institutionWords / venueWords   words that tell an organisation's name from a venue's, by how often each is in the
//             names of ROR's organisations against the names of the catalogue's venues and JabRef's journals (CC0, as
//             data/venues/journal-abbreviations.json.gz holds them): an institution word is in 100 or more organisations'
//             names and, per name, ten times or more as often there as in venues' ("University", "Ministry", "Centre",
//             "Ltd"; no country or region) and opens or closes 40% or more of the names it is in, as a kind of
//             organisation does (not "Higher", "Municipal", "Nacional"); a venue word is in eight or more venues' names and, per name, at most half as
//             often in organisations' ("Journal", "Conference", "Letters", "Congress"); words of every kind of name ("and", "the")
//             are neither, and a plural is looked up as its singular too ("Institutes"). "University of Washington 2025",
//             "to appear in Ministry of Science and Technology" name an organisation.
// Usage: node --import tsx scripts/build-venue-lookalikes.ts
import fs from 'node:fs';
import path from 'node:path';
import { lookalikesJson } from '../src/venues/lookalikes-build.ts';

const repo = path.resolve(import.meta.dirname, '..');
const out = path.join(repo, 'data/venues/lookalikes.json');
const old = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) as { datasets?: string[] } : {};
const text = lookalikesJson(repo, old.datasets ?? []);
fs.writeFileSync(out, text);
const d = JSON.parse(text) as Record<string, unknown[]>;
console.log(JSON.stringify({ acronyms: d.acronyms.length, cities: d.cities.length, institutionWords: d.institutionWords.length, venueWords: d.venueWords.length, datasets: d.datasets.length, bytes: text.length }));
