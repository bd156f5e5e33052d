import type { z } from 'zod';
import { HTTPException } from 'hono/http-exception';
import type { HandlerInput } from './define.ts';
import type { ReportBody } from './schemas.ts';
import { cardOf } from './handlers.ts';
import { createReport, parseReportForm, ReportError } from '../../corrections/reports.ts';
import { currentValue, TargetError } from '../../corrections/current-value.ts';
import { fingerprint } from '../../corrections/secret.ts';
import { clientAddress } from '../security/client.ts';
import { countEvents, recordEvent } from '../security/rate-limit.ts';

const HOUR = 3600 * 1000;

/** Files a reader's report (纠错) through the corrections module: rate-limited per client, current value computed by the server. */
export async function submitReport(input: HandlerInput<z.ZodType, z.ZodType, typeof ReportBody> & { params: { id: string } }): Promise<{ id: number; status: 'pending' }> {
  const { c, deps, body } = input;
  const fp = await fingerprint(deps.store, clientAddress(c, deps.config));
  if (await countEvents(deps.store, 'report', fp, HOUR) >= deps.config.reportsPerHour) {
    c.header('Retry-After', '3600');
    throw new HTTPException(429, { message: `Too many reports from you in the last hour (at most ${deps.config.reportsPerHour})` });
  }
  await recordEvent(deps.store, 'report', fp, true);
  const card = await cardOf(deps, input.params.id);
  const whole = body.field === 'title_zh' || body.field.startsWith('summary');
  try {
    const current = await currentValue(deps.store, card, body.field, whole ? '' : (body.key ?? ''));
    const form = parseReportForm({ field: body.field, key: whole ? '' : (body.key ?? ''), proposed: body.proposed, note: body.note });
    if (form.proposed === (current ?? '')) throw new ReportError('proposed: the proposed value is the same as the current one', 'proposed');
    const id = await createReport(deps.store, { paperId: card.paper.id, field: form.field, targetKey: form.targetKey, currentValue: current, proposed: form.proposed, note: form.note }, fp);
    return { id, status: 'pending' };
  } catch (err) {
    if (err instanceof ReportError || err instanceof TargetError) throw new HTTPException(400, { message: err.message });
    throw err;
  }
}
