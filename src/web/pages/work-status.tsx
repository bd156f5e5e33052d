import { failureNote, formatEta, type WorkStatus } from '../../jobs/work-progress.ts';
import { Wide } from '../layout.tsx';

/** The background-work table of /admin: per kind, what is left, the queue, the pace, failures and the time left. */
export function WorkStatusTable(props: { rows: WorkStatus[] }) {
  return (
    <section>
      <h2>Background work · 后台任务</h2>
      <Wide label="Background work · 后台任务"><table>
        <thead><tr><th>Work</th><th>Left</th><th>Queued jobs</th><th>Running</th><th>Done, last hour</th><th>Failures</th><th>Time left</th></tr></thead>
        <tbody>
          {props.rows.map((r) => (
            <tr data-kind={r.kind}>
              <td>{r.label}</td><td>{r.remaining === null ? 'off' : r.remaining}</td><td>{r.queued}</td><td>{r.running}</td>
              <td>{r.doneLastHour}</td><td>{r.failures}{r.jobsFailedLastDay ? ` (${r.jobsFailedLastDay} jobs)` : ''}</td><td>{formatEta(r.etaSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table></Wide>
      <ul>
        {props.rows.filter((r) => r.note).map((r) => <li><small>{r.kind}: {r.note}</small></li>)}
        {props.rows.map((r) => [r.kind, failureNote(r)] as const).filter(([, note]) => note).map(([kind, note]) => <li class="work-failing" data-kind={kind}><small><strong>{kind}</strong>: {note}</small></li>)}
      </ul>
      <p><small>Time left is what is left divided by the last hour's pace. Also: <code>paperboard status</code>, <a href="/admin/status.json">status.json</a>.</small></p>
    </section>
  );
}
