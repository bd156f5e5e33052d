import { OfficialFetchError, type OfficialHttp } from './http.ts';
// pmlr-parse.ts (with its BibTeX and YAML parsers) is loaded when a volume is fetched, not with the registry.
import { PMLR_VOLUMES } from './pmlr-volumes.ts';
import type { OfficialEdition, OfficialEntry, OfficialSource, SourceUrls } from './source.ts';

/** Posts fetched at once per volume when it has no BibTeX file (each is one polite request). */
const MAX_POSTS = 10_000;

/** The volume number of a PMLR edition ref (`v235` → 235). */
function volumeOf(ed: OfficialEdition): number {
  return Number(ed.ref.replace(/^v/, ''));
}

/** The volume's papers from its `_posts/` folder: listed with GitHub's git-trees API, then one raw file each. */
async function entriesFromPosts(http: OfficialHttp, urls: SourceUrls, volume: number, branch: string): Promise<OfficialEntry[]> {
  const treeUrl = `${urls.pmlrTree}/repos/mlresearch/v${volume}/git/trees/${branch}:_posts`;
  const { data } = await http.getJson<{ tree?: { path: string; type: string }[]; truncated?: boolean }>(treeUrl);
  if (!Array.isArray(data.tree)) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${treeUrl}: no "tree" array (is this a git-trees response?)`, treeUrl);
  const posts = data.tree.filter((t) => t.type === 'blob' && /\.(md|markdown)$/.test(t.path)).map((t) => t.path).sort().slice(0, MAX_POSTS);
  const { entryFromPost } = await import('./pmlr-parse.ts');
  const out: OfficialEntry[] = [];
  for (const p of posts) {
    const url = `${urls.pmlrRaw}/v${volume}/${branch}/_posts/${encodeURIComponent(p)}`;
    const e = entryFromPost((await http.getText(url, 'text/plain, */*')).text, volume, urls.pmlrSite, url);
    if (e) out.push(e);
  }
  return out;
}

/**
 * PMLR (ICML, AISTATS, UAI, COLT, CoRL): the volume's `_config.yml` is checked against the edition it is said to
 * hold, then its source BibTeX (`orig_bibfile`) is read — one request for the whole volume; a volume without one
 * is read post by post. `section:` gives track or presentation; the `openreview:` forum id is kept.
 */
export const pmlrSource: OfficialSource = {
  id: 'pmlr',
  name: 'PMLR (Proceedings of Machine Learning Research)',
  attribution: 'Metadata from PMLR (proceedings.mlr.press); papers are published under CC BY 4.0.',
  editions(): OfficialEdition[] {
    return PMLR_VOLUMES.map((v) => ({
      source: 'pmlr' as const, venue: v.venue, year: v.year, ref: `v${v.volume}`, label: `PMLR v${v.volume}`, page: `https://proceedings.mlr.press/v${v.volume}/`,
    }));
  },
  async fetchEntries(ed: OfficialEdition, http: OfficialHttp, urls: SourceUrls): Promise<OfficialEntry[]> {
    const volume = volumeOf(ed);
    const branch = PMLR_VOLUMES.find((v) => v.volume === volume)?.branch ?? 'gh-pages';
    const base = `${urls.pmlrRaw}/v${volume}/${branch}`;
    const cfgUrl = `${base}/_config.yml`;
    const { entriesFromBib, parsePmlrConfig } = await import('./pmlr-parse.ts');
    const cfg = parsePmlrConfig((await http.getText(cfgUrl, 'text/plain, */*')).text, cfgUrl);
    if (cfg.shortname.toLowerCase() !== ed.venue.toLowerCase() || cfg.year !== ed.year) {
      throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${cfgUrl}: volume ${volume} holds ${cfg.shortname} ${cfg.year}, not ${ed.venue} ${ed.year} — fix src/official/pmlr-volumes.ts`, cfgUrl);
    }
    if (cfg.bibfile) {
      try {
        const bib = await http.getText(`${base}/${encodeURIComponent(cfg.bibfile)}`, 'text/plain, application/x-bibtex, */*');
        const entries = entriesFromBib(bib.text, volume, urls.pmlrSite);
        if (entries.length) return entries;
      } catch (err) {
        if ((err as { code?: string }).code !== 'OFFICIAL_NOT_FOUND') throw err;
      }
    }
    return entriesFromPosts(http, urls, volume, branch);
  },
};
