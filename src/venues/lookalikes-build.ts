// Builds the text of data/venues/lookalikes.json (round fmprobe2); run by scripts/build-venue-lookalikes.ts, checked by
// lookalikes.test.ts against the shipped file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { VENUES } from './catalogue.ts';
import { countryCode, regionCountry } from '../institutions/countries.ts';
import { nameWords } from './lookalikes.ts';

/**
 * data/venues/lookalikes.json's text as scripts/build-venue-lookalikes.ts writes it (what each part is, and its source and
 * licence: that script's header and data/venues/README.md), from the repository's registry, catalogue and JabRef files;
 * `datasets` (torchvision's names, copied once by hand) are kept as given.
 */
export function lookalikesJson(repo: string, datasets: readonly string[]): string {
  const rows = (JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(repo, 'data/registry/registry.json.gz'))).toString('utf8')) as { rows: [string, string, string | null, string | null, string | null, number, string, string, string?][] }).rows;
  // every name and alias of the catalogue, as written and in lower case (an acronym a venue has in any case is a venue's)
  const venueNames = new Set<string>();
  for (const v of VENUES) for (const n of [v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? []), ...(v.full ?? []), ...(v.weakFull ?? [])]) venueNames.add(n.toLowerCase());
  const rorOnly = rows.filter((r) => /^0[a-z0-9]{8}$/.test(r[0]));
  const acronyms = new Set<string>();
  for (const r of rorOnly) {
    if (r[5] < 5) continue;
    for (const a of (r[7] ?? '').split('|')) if (/^[A-Z](?:[A-Z0-9]|[&-](?=[A-Z0-9])){1,7}$/.test(a) && /[A-Z].*[A-Z]/.test(a) && !venueNames.has(a.toLowerCase())) acronyms.add(a);
  }
  const perCity = new Map<string, number>();
  for (const r of rorOnly) if (r[4]) perCity.set(r[4], (perCity.get(r[4]) ?? 0) + 1);
  const cities = [...perCity].filter(([c, n]) => n >= 10 && !venueNames.has(c.toLowerCase())).map(([c]) => c);
  // words of organisations' names against words of venues' names (each word once per name)
  const inRor = new Map<string, number>();
  const inVenues = new Map<string, number>();
  const count = (m: Map<string, number>, name: string) => { for (const w of new Set(nameWords(name))) m.set(w, (m.get(w) ?? 0) + 1); };
  for (const r of rorOnly) count(inRor, r[1]);
  // how often a word opens or closes an organisation's name, as the kind of organisation does ("University of …", "… Ltd")
  const atEdge = new Map<string, number>();
  for (const r of rorOnly) { const w = nameWords(r[1]); for (const x of new Set([w[0], w[w.length - 1]])) if (x) atEdge.set(x, (atEdge.get(x) ?? 0) + 1); }
  const journals = (JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(repo, 'data/venues/journal-abbreviations.json.gz'))).toString('utf8')) as { pairs: [string, string][] }).pairs;
  const venueNameSet = new Set<string>();
  for (const v of VENUES) for (const n of [v.name, ...(v.full ?? []), ...(v.weakFull ?? [])]) venueNameSet.add(n);
  for (const [full] of journals) venueNameSet.add(full);
  for (const n of venueNameSet) count(inVenues, n);
  const odds = (w: string) => ((inRor.get(w) ?? 0) + 1) / rorOnly.length / (((inVenues.get(w) ?? 0) + 1) / venueNameSet.size);
  const institutionWords = [...inRor].filter(([w, n]) => n >= 100 && w.length >= 4 && odds(w) >= 10 && (atEdge.get(w) ?? 0) >= 0.4 * n && countryCode(w) === null && regionCountry(w) === null).map(([w]) => w).sort();
  // words of every kind of name ("and", "of", "the": in 1% or more of organisations' names, or one letter) are neither
  const common = (w: string) => w.length < 2 || (inRor.get(w) ?? 0) >= rorOnly.length / 100;
  const venueWords = [...inVenues].filter(([w, n]) => n >= 8 && odds(w) <= 0.5 && !common(w)).map(([w]) => w).sort();
  const data = {
    format: 1,
    sources: {
      acronyms: 'ROR (ror-community/ror-records, CC0 1.0) via data/registry/registry.json.gz: acronyms of active organisations (registry weight >= 5) no catalogue venue has',
      cities: 'ROR location cities (GeoNames names, CC0 via ROR) of ten or more organisations',
      words: 'word counts of ROR organisations\' names (CC0) against the catalogue\'s venue names and JabRef\'s journal names (CC0)',
      datasets: 'torchvision 0.29.0 (BSD-3-Clause, Copyright (c) Soumith Chintala 2016): torchvision/datasets/__init__.py __all__ and the architecture classes of torchvision/models/*.py',
    },
    acronyms: [...acronyms].sort(),
    cities: cities.sort(),
    institutionWords,
    venueWords,
    datasets: [...datasets],
  };
  return JSON.stringify(data) + '\n';
}
