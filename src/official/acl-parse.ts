import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { OfficialFetchError } from './http.ts';
import type { OfficialEntry } from './source.ts';

/** One `<volume>` of an Anthology collection with its papers (front matter excluded). */
export interface AclVolume { id: string; anthologyId: string; booktitle: string; venue: string; papers: OfficialEntry[] }

/** A parsed collection file (`data/xml/<collection>.xml`): its volumes and the co-located volume ids of its event. */
export interface AclCollection { id: string; volumes: AclVolume[]; colocated: string[] }

const ARRAYS = new Set(['volume', 'paper', 'author', 'volume-id', 'editor']);
const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, trimValues: true,
  isArray: (name) => ARRAYS.has(name),
  // Titles mix text with <fixed-case> / <tex-math>: keep their inner XML raw and flatten it in order below.
  stopNodes: ['*.paper.title'],
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an inline-marked-up title: tags dropped (`<fixed-case>C</fixed-case>hina` → `China`), `<tex-math>` kept as `$…$`, entities decoded. */
export function flattenTitle(raw: string): string {
  return raw
    .replace(/<tex-math>([\s\S]*?)<\/tex-math>/g, '$$$1$$')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ').trim();
}

function text(x: unknown): string {
  if (x === undefined || x === null) return '';
  if (typeof x === 'object') return String((x as Record<string, unknown>)['#text'] ?? '');
  return String(x);
}

function paperOf(p: Record<string, any>, prefix: string, site: string): OfficialEntry | null {
  const title = flattenTitle(text(p.title));
  if (!title) return null;
  const authors = ((p.author ?? []) as Record<string, unknown>[]).map((a) => [text(a.first), text(a.last)].filter(Boolean).join(' ')).filter(Boolean);
  const id = text(p.url) || `${prefix}.${p['@_id']}`;
  return { title, authors, track: 'main', presentation: null, externalId: id, url: `${site}/${id}/` };
}

/** Parses a collection file; a body that is not an Anthology collection → OFFICIAL_BAD_BODY naming the URL and line. */
export function parseAclCollection(xml: string, url: string, site: string): AclCollection {
  const check = XMLValidator.validate(xml);
  if (check !== true) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: not well-formed XML (line ${check.err.line}: ${check.err.msg})`, url);
  const c = (parser.parse(xml) as Record<string, any>).collection;
  if (!c || !c['@_id']) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: no <collection id=…> element (is this an Anthology data/xml file?)`, url);
  const volumes: AclVolume[] = ((c.volume ?? []) as Record<string, any>[]).map((v) => {
    const anthologyId = text(v.meta?.url) || `${c['@_id']}-${v['@_id']}`;
    const papers = ((v.paper ?? []) as Record<string, any>[]).map((p) => paperOf(p, anthologyId, site)).filter((e): e is OfficialEntry => e !== null);
    const venues = ([] as unknown[]).concat(v.meta?.venue ?? []).map(text).filter((x) => x && x !== 'ws');
    return { id: String(v['@_id']), anthologyId, booktitle: text(v.meta?.booktitle), venue: venues[0] ?? '', papers };
  });
  const colocated = ((c.event?.colocated?.['volume-id'] ?? []) as unknown[]).map(text).filter(Boolean);
  return { id: String(c['@_id']), volumes, colocated };
}

/** Our track for a main-collection volume id: long/short/main → main, demo(s) → demo, srw, industry; tutorials and others → null (not listed). */
export function volumeTrack(volumeId: string): string | null {
  const v = volumeId.toLowerCase();
  if (/^(?:long|short|main|papers|\d+)$/.test(v)) return 'main';
  if (/^demos?$/.test(v)) return 'demo';
  if (v === 'srw') return 'srw';
  if (v === 'industry') return 'industry';
  return null;
}

/** A workshop's short name from its booktitle ("… for NLP (RepL4NLP-2024)" → RepL4NLP); null when the booktitle has none. */
export function workshopAcronym(booktitle: string): string | null {
  const groups = [...booktitle.matchAll(/\(([^()]+)\)/g)].map((m) => m[1].replace(/[\s-]*'?\d{2,4}$/, '').trim()).filter((g) => g && !/^volume\b/i.test(g) && !/^\d+$/.test(g));
  return groups.at(-1) ?? null;
}
