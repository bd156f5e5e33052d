import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { readHostHealth, type HostHealth } from '../arxiv/host-health-store.ts';
import { clipAtWord } from '../text/clip.ts';
import { ago, utcTime } from './work-progress.ts';

/** One kind of background work that fetches from a host: its name in both languages, and its row in the status (`kind`) if it has one. */
export interface SourceUse {
  host: string;
  work: string;
  workZh: string;
  kind?: string;
}

/** A host background work fetches from, as `paperboard status` and /admin show it. */
export interface SourceStatus extends HostHealth {
  /** False from the first failed request of a streak until the host answers again. */
  answering: boolean;
  /** The work that fetches from it (English; `neededByZh` in Chinese, same order). */
  neededBy: string[];
  neededByZh: string[];
}

const hostOf = (url: string): string | null => {
  try { return new URL(url).host; } catch { return null; }
};

/** The conference sites PAPERBOARD_VIRTUAL_SITE_URL's {host} stands for (official-lists registry). */
const VIRTUAL_HOSTS = ['icml.cc', 'neurips.cc', 'iclr.cc'];

/** Which work fetches from which host, under this configuration (the URLs the domains fetch from). */
export function sourceUses(config: Config): SourceUse[] {
  const uses: [string, string, string, string?][] = [
    [config.arxivWebUrl, 'affiliations', '机构', 'affiliations'],
    [config.arxivApiUrl, 'title look-ups', '标题检索', 'titles'],
    [config.arxivOaiUrl, 'harvest', '抓取'],
    [config.arxivApiUrl, 'harvest', '抓取'],
    ...(config.openalexEnabled ? [[config.openalexUrl, 'OpenAlex cross-check', 'OpenAlex 核对'] as [string, string, string]] : []),
    ...[config.pmlrRawUrl, config.pmlrTreeUrl, config.aclRawUrl, config.openreviewApiUrl].map((u) => [u, 'official lists', '官方录用列表'] as [string, string, string]),
    ...(config.virtualSiteUrl.includes('{host}') ? VIRTUAL_HOSTS.map((h) => config.virtualSiteUrl.replace('{host}', h)) : [config.virtualSiteUrl])
      .map((u) => [u, 'official lists', '官方录用列表'] as [string, string, string]),
  ];
  return uses.flatMap(([url, work, workZh, kind]) => {
    const host = hostOf(url);
    return host ? [{ host, work, workZh, kind }] : [];
  });
}

/** Every host the store heard of (a process recorded a request to it), answering or not, with the work that needs it. */
export async function sourceStatus(store: Store, config: Config): Promise<SourceStatus[]> {
  const uses = sourceUses(config);
  return (await readHostHealth(store)).map((h) => {
    const mine = uses.filter((u) => u.host === h.host);
    const neededBy = [...new Set(mine.map((u) => u.work))];
    return { ...h, answering: h.failingSince === null, neededBy, neededByZh: neededBy.map((w) => mine.find((u) => u.work === w)!.workZh) };
  });
}

/** The hosts not answering that the status row `kind` fetches from (its time left waits on them). */
export function hostsAwaited(kind: string, sources: SourceStatus[], config: Config): string[] {
  const needs = new Set(sourceUses(config).filter((u) => u.kind === kind).map((u) => u.host));
  return sources.filter((s) => !s.answering && needs.has(s.host)).map((s) => s.host);
}

/** "1 failed request", "15 failed requests". */
export function failedRequests(n: number): string {
  return `${n} failed request${n === 1 ? '' : 's'}`;
}

/**
 * One host in English: "arxiv.org: not answering since 2026-12-07 19:40:12 UTC, 3 min ago (15 failed requests; last:
 * HTTP 503); waiting for it: affiliations", or "export.arxiv.org: answering (last answer … ago); needed by: harvest".
 */
export function sourceLine(s: SourceStatus, now = new Date()): string {
  const work = s.neededBy.join(', ');
  if (s.answering) return `${s.host}: answering (last answer ${s.lastSuccessAt ? `${utcTime(s.lastSuccessAt)}, ${ago(s.lastSuccessAt, now)}` : 'unknown'})${work ? `; needed by: ${work}` : ''}`;
  return `${s.host}: not answering since ${utcTime(s.failingSince!)}, ${ago(s.failingSince!, now)} (${failedRequests(s.failures)}; last: ${clipAtWord(s.lastError ?? 'unknown', 300)})` +
    `${work ? `; waiting for it: ${work}` : ''}`;
}
