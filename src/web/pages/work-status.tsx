import { ago, failureNote, formatEta, type TimeUnits, type WorkStatus } from '../../jobs/work-progress.ts';
import { Wide } from '../layout.tsx';
import { bilingual, type Words } from './venue-words.tsx';

/** Chinese units: "2 小时 05 分", "3 分钟前". */
const ZH_UNITS: TimeUnits = { done: '完成', s: '秒', min: '分钟', h: '小时', days: '天', ago: '前' };

/** The time left as the table shows it, both languages: "2 小时 20 分钟 2 h 20 min", "完成 done", "—" without a pace. */
export function etaWords(s: number | null): Words {
  return { zh: formatEta(s, ZH_UNITS), en: formatEta(s) };
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
export function WorkStatusTable(props: { rows: WorkStatus[] }) {
  return (
    <section>
      <h2>后台任务 · Background work</h2>
      <Wide label="后台任务 Background work"><table>
        <thead><tr><th>任务 Work</th><th>剩余 Left</th><th>排队 Queued jobs</th><th>运行中 Running</th><th>近一小时完成 Done, last hour</th><th>失败 Failures</th><th>预计剩余 Time left</th></tr></thead>
        <tbody>
          {props.rows.map((r) => (
            <tr data-kind={r.kind}>
              <td>{r.label}</td><td>{r.remaining === null ? '未启用 off' : r.remaining}</td><td>{r.queued}</td><td>{r.running}</td>
              <td>{r.doneLastHour}</td><td>{r.failures}{r.jobsFailedLastDay ? ` (${r.jobsFailedLastDay} 个任务 jobs)` : ''}</td><td class="eta">{bilingual(etaWords(r.etaSeconds))}</td>
            </tr>
          ))}
        </tbody>
      </table></Wide>
      <ul>
        {props.rows.filter((r) => r.note).map((r) => <li><small>{r.label}: {r.noteZh ? `${r.noteZh} · ` : ''}{r.note}</small></li>)}
        {props.rows.map((r) => [r, failureNote(r)] as const).filter(([, note]) => note).map(([r, note]) => <li class="work-failing" data-kind={r.kind}><small><strong>{r.label}</strong>: {failureNoteZh(r)} · {note}</small></li>)}
      </ul>
      <p><small>预计剩余时间 = 剩余数量 ÷ 近一小时的速度 · Time left is what is left divided by the last hour's pace. Also: <code>paperboard status</code>, <a href="/admin/status.json">status.json</a>.</small></p>
    </section>
  );
}
