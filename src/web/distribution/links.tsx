import type { Selection } from '../../exports/selection.ts';
import { FORMATS, type ExportFormat } from '../../exports/writer.ts';
import { exportPath, feedPath, pagePath } from './selection-info.ts';
import { SUBSCRIPTIONS_JS_URL } from '../routes/assets.ts';

const FORMAT_LABEL: Record<ExportFormat, string> = { bibtex: 'BibTeX', ris: 'RIS', 'csl-json': 'CSL-JSON', csv: 'CSV', json: 'JSON', markdown: 'Markdown', digest: '文本 Digest' };

/** What the layout needs for `<link rel="alternate">`: the selection's title and feed URLs. */
export interface FeedHead {
  title: string;
  atom: string;
  rss: string;
}

/** The alternate-link data of a selection (pass to `Layout`'s `feeds`). */
export function feedHead(sel: Selection, title: string): FeedHead {
  return { title, atom: feedPath(sel, 'atom'), rss: feedPath(sel, 'rss') };
}

/** `<link rel="alternate">` tags for feed readers and browsers that discover feeds. */
export function AlternateLinks(props: { feeds?: FeedHead }) {
  if (!props.feeds) return null;
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={`${props.feeds.title} (Atom)`} href={props.feeds.atom} />
      <link rel="alternate" type="application/rss+xml" title={`${props.feeds.title} (RSS)`} href={props.feeds.rss} />
    </>
  );
}

/** Feed, download and follow links of a venue page, search or institution (the follow button needs JavaScript and stays hidden without it). */
export function DistributionLinks(props: { sel: Selection; label: string }) {
  const { sel } = props;
  const follow = JSON.stringify({ kind: sel.kind, label: props.label, page: pagePath(sel), atom: feedPath(sel, 'atom'), rss: feedPath(sel, 'rss') });
  return (
    <p class="small distribution">
      <span class="label">订阅 Feed</span> <a href={feedPath(sel, 'atom')} type="application/atom+xml">Atom</a> · <a href={feedPath(sel, 'rss')} type="application/rss+xml">RSS</a>
      {' · '}<span class="label">导出 Export</span>{' '}
      {FORMATS.map((f, i) => <>{i > 0 ? ' · ' : ''}<a href={exportPath(sel, f)} download>{FORMAT_LABEL[f]}</a></>)}
      {' · '}<button type="button" data-follow={follow} hidden>☆ 关注 Follow</button>{' '}
      <a href="/subscriptions">我的订阅 Subscriptions</a>
      <script src={SUBSCRIPTIONS_JS_URL} defer />
    </p>
  );
}
