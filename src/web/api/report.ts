import type { z } from 'zod';
import { HTTPException } from 'hono/http-exception';
import type { HandlerInput } from './define.ts';
import type { ReportBody } from './schemas.ts';
import { cardOf } from './handlers.ts';
import { AlreadyFiledError, ReportError } from '../../corrections/reports.ts';
import { TargetError } from '../../corrections/current-value.ts';
import { admitReport, fileCountedReport } from '../security/rate-limit.ts';

/** Files a reader's report (纠错) through the corrections module: rate-limited per client, current value computed by the server. */
export async function submitReport(input: HandlerInput<z.ZodType, z.ZodType, typeof ReportBody> & { params: { id: string } }): Promise<{ id: number; status: 'pending' }> {
  const { c, deps, body } = input;
  const fp = await admitReport(c, deps);
  const card = await cardOf(deps, input.params.id);
  try {
    const id = await fileCountedReport(deps.store, card, { field: body.field, key: body.key ?? '', proposed: body.proposed, note: body.note }, fp);
    return { id, status: 'pending' };
  } catch (err) {
    if (err instanceof AlreadyFiledError) throw new HTTPException(409, { message: err.message });
    if (err instanceof ReportError || err instanceof TargetError) throw new HTTPException(400, { message: err.message });
    throw err;
  }
}
