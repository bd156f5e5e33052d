import { ago, awaitedHosts, failureNote, formatEta, utcTime, type TimeUnits, type WorkStatus } from '../../jobs/work-progress.ts';
import { sourceLine, type SourceStatus } from '../../jobs/sources.ts';
import { clipAtWord } from '../../text/clip.ts';
import { Wide } from '../layout.tsx';
import { bilingual, type Words } from './venue-words.tsx';

/** Chinese units: "2 小时 05 分", "3 分钟前". */
const ZH_UNITS: TimeUnits = { done: '完成', s: '秒', min: '分钟', h: '小时', days: '天', ago: '前' };

/** The time left as the table shows it, both languages: "2 小时 20 分钟 2 h 20 min", "完成 done", "—" without a pace. */
export function etaWords(s: number | null): Words {
  return { zh: formatEta(s, ZH_UNITS), en: formatEta(s) };
}

/** The time-left cell in both languages: the ETA, or "等待 arxiv.org 响应 waiting for arxiv.org" while a host it needs does not answer. */
function timeLeftWords(r: WorkStatus): Words {
  const hosts = awaitedHosts(r);
  return hosts ? { zh: `等待 ${hosts} 响应`, en: `waiting for ${hosts}` } : etaWords(r.etaSeconds);
}

/** What sourceLine says, in Chinese (the error text itself stays as the client wrote it). */
function sourceLineZh(s: SourceStatus, now = new Date()): string {
  const work = s.neededByZh.join('、');
  if (s.answering) return `${s.host}：正常响应（最近一次响应在 ${s.lastSuccessAt ? ago(s.lastSuccessAt, now, ZH_UNITS) : '未知'}）${work ? `；用于：${work}` : ''}`;
  return `${s.host}：自 ${utcTime(s.failingSince!)}（${ago(s.failingSince!, now, ZH_UNITS)}）起无响应（${s.failures} 次请求失败；最近：${clipAtWord(s.lastError ?? '未知', 300)}）${work ? `；等待它的任务：${work}` : ''}`;
}

/** The hosts background work fetches from, on /admin: answering or not since when, how many requests failed, the work waiting. */
export function SourcesList(props: { sources: SourceStatus[] }) {
  if (!props.sources.length) return null;
  return (
    <section>
      <h3>数据源 · Sources</h3>
      <ul class="sources">
        {props.sources.map((s) => <li class={s.answering ? 'source-answering' : 'source-failing'} data-host={s.host}><small>{s.answering ? '' : <strong>无响应 not answering · </strong>}{sourceLineZh(s)} · {sourceLine(s)}</small></li>)}
      </ul>
    </section>
  );
}

/** What failureNote says, in Chinese (the error text itself stays as the job wrote it). */
function failureNoteZh(r: WorkStatus, now = new Date()): string {
  return [
    r.jobsFailedLastDay ? `过去一天 ${r.jobsFailedLastDay} 个任务失败` : null,
    r.jobsRetrying ? `${r.jobsRetrying} 个等待重试` : null,
    r.lastError ? `最近一次错误在 ${ago(r.lastError.at, now, ZH_UNITS)}` : null,
  ].filter(Boolean).join('；');
}

/** The background-work table of /admin: per kind, what is left, the queue, the pace, failures and the time left. */
export function WorkStatusTable(props: { rows: WorkStatus[]; sources?: SourceStatus[] }) {
  return (
    <section>
      <h2>后台任务 · Background work</h2>
      <Wide label="后台任务 Background work"><table>
        <thead><tr><th>任务 Work</th><th>剩余 Left</th><th>排队 Queued jobs</th><th>运行中 Running</th><th>近一小时完成 Done, last hour</th><th>失败 Failures</th><th>预计剩余 Time left</th></tr></thead>
        <tbody>
          {props.rows.map((r) => (
            <tr data-kind={r.kind}>
              <td>{r.label}</td><td>{r.remaining === null ? '未启用 off' : r.remaining}</td><td>{r.queued}</td><td>{r.running}</td>
              <td>{r.doneLastHour}</td><td>{r.failures}{r.jobsFailedLastDay ? ` (${r.jobsFailedLastDay} 个任务 jobs)` : ''}</td><td class="eta">{bilingual(timeLeftWords(r))}</td>
            </tr>
          ))}
        </tbody>
      </table></Wide>
      <ul>
        {props.rows.filter((r) => r.note).map((r) => <li><small>{r.label}: {r.noteZh ? `${r.noteZh} · ` : ''}{r.note}</small></li>)}
        {props.rows.map((r) => [r, failureNote(r)] as const).filter(([, note]) => note).map(([r, note]) => <li class="work-failing" data-kind={r.kind}><small><strong>{r.label}</strong>: {failureNoteZh(r)} · {note}</small></li>)}
      </ul>
      <SourcesList sources={props.sources ?? []} />
      <p><small>预计剩余时间 = 剩余数量 ÷ 近一小时的速度 · Time left is what is left divided by the last hour's pace; none while a source it needs does not answer (等待…响应 waiting for it). Also: <code>paperboard status</code>, <a href="/admin/status.json">status.json</a>.</small></p>
    </section>
  );
}
