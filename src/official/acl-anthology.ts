import type { OfficialHttp } from './http.ts';
import { parseAclCollection, volumeTrack, workshopAcronym, type AclCollection, type AclVolume } from './acl-parse.ts';
import type { OfficialEdition, OfficialEntry, OfficialSource, SourceUrls } from './source.ts';

/** Anthology events known to exist (venue, years). The event's own collection lists its Findings and workshops. */
const EVENTS: readonly { venue: string; years: number[] }[] = [
  { venue: 'ACL', years: [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025] },
  { venue: 'EMNLP', years: [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025] },
  { venue: 'NAACL', years: [2016, 2018, 2019, 2021, 2022, 2024, 2025] },
  { venue: 'EACL', years: [2017, 2021, 2023, 2024] },
];

/** Options of the Anthology source. */
export interface AclOptions { workshops: boolean }

/** Co-located volume id (`2024.findings-acl`, `2024.repl4nlp-1`) → its collection (`2024.findings`) and volume (`acl`, `1`). */
function splitVolumeId(id: string): { collection: string; volume: string } | null {
  const m = /^(\d{4}\.[a-z0-9]+)-([a-z0-9]+)$/i.exec(id);
  return m ? { collection: m[1], volume: m[2] } : null;
}

/** A workshop's name: the acronym in its booktitle, else the `acronym` of the Anthology venue file (data/yaml/venues/<id>.yaml), else the venue id. */
async function workshopName(http: OfficialHttp, urls: SourceUrls, v: AclVolume): Promise<string> {
  const fromTitle = workshopAcronym(v.booktitle);
  if (fromTitle || !v.venue) return fromTitle ?? v.booktitle;
  try {
    const { parse: parseYaml } = await import('yaml'); // loaded when a workshop needs it, not with the registry
    const y = parseYaml((await http.getText(`${urls.aclRaw}/data/yaml/venues/${v.venue}.yaml`, 'text/plain, */*')).text) as { acronym?: unknown };
    if (typeof y?.acronym === 'string' && y.acronym.trim()) return y.acronym.trim();
  } catch (err) {
    if ((err as { code?: string }).code !== 'OFFICIAL_NOT_FOUND') throw err;
  }
  return v.venue;
}

/** The Anthology's source: one collection XML per event, plus the Findings and workshop collections its event lists. */
export function aclAnthologySource(opts: AclOptions = { workshops: true }): OfficialSource {
  const collection = async (http: OfficialHttp, urls: SourceUrls, id: string): Promise<AclCollection> => {
    const url = `${urls.aclRaw}/data/xml/${id}.xml`;
    return parseAclCollection((await http.getText(url, 'application/xml, text/xml, */*')).text, url, urls.aclSite);
  };
  return {
    id: 'acl-anthology',
    name: 'ACL Anthology',
    attribution: 'Metadata from the ACL Anthology (aclanthology.org), CC BY 4.0 for materials from 2016 on.',
    editions(): OfficialEdition[] {
      return EVENTS.flatMap((e) => e.years.map((year) => {
        const ref = `${e.venue.toLowerCase()}-${year}`;
        return { source: 'acl-anthology' as const, venue: e.venue, year, ref, label: `ACL Anthology ${ref}`, page: `https://aclanthology.org/events/${ref}/` };
      }));
    },
    async fetchEntries(ed: OfficialEdition, http: OfficialHttp, urls: SourceUrls, warn: (m: string) => void = () => {}): Promise<OfficialEntry[]> {
      const main = await collection(http, urls, `${ed.year}.${ed.venue.toLowerCase()}`);
      const out: OfficialEntry[] = [];
      for (const v of main.volumes) {
        const track = volumeTrack(v.id);
        if (track) out.push(...v.papers.map((p) => ({ ...p, track })));
      }
      const colocated = main.colocated.length ? main.colocated : [`${ed.year}.findings-${ed.venue.toLowerCase()}`];
      for (const vid of colocated) {
        const at = splitVolumeId(vid);
        const findings = at?.collection === `${ed.year}.findings`;
        if (!at || (!findings && !opts.workshops)) continue;
        let c: AclCollection;
        try {
          c = await collection(http, urls, at.collection);
        } catch (err) {
          if ((err as { code?: string }).code !== 'OFFICIAL_NOT_FOUND') throw err;
          warn(`${vid}: collection ${at.collection}.xml not found`);
          continue;
        }
        const v = c.volumes.find((x) => x.id === at.volume);
        if (!v) { warn(`${vid}: no volume "${at.volume}" in ${at.collection}.xml`); continue; }
        const workshop = findings ? null : await workshopName(http, urls, v);
        out.push(...v.papers.map((p) => ({ ...p, track: findings ? 'findings' : 'workshop', workshop })));
      }
      return out;
    },
  };
}
