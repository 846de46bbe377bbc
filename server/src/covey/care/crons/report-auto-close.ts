/**
 * Reports close on their own 14 days after resolution (product.md §3.3, §6) when the member has
 * neither confirmed nor reopened them: status `closed`, an `updates` row and a notice to the member.
 * Idempotent: a closed report is no longer `resolved`, so a second run finds nothing.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { formatDate } from '../../../util/dates.js';
import { store } from '../../store/store.js';
import { REOPEN_DAYS, logTransition } from '../hooks/reports.js';
import { msg } from '../../i18n/product-error.js';

export async function closeResolvedReports(core: CoreApp, now = new Date()): Promise<number> {
  const cutoff = formatDate(new Date(now.getTime() - REOPEN_DAYS * 24 * 60 * 60 * 1000));
  const due = await store(core).list('reports', 'status = "resolved" && resolved_at != "" && resolved_at <= {:cutoff}', {
    params: { cutoff }, sort: '+resolved_at,+id',
  });
  let closed = 0;
  for (const { data } of due) {
    await core.db.transaction(async (q) => {
      const s = store(core, q);
      const report = await s.findById('reports', data.id);
      if (!report || report.data.status !== 'resolved') return;
      const saved = await s.update(report, { status: 'closed' });
      await logTransition(core, q, saved, {
        from: 'resolved',
        to: 'closed',
        actor: '',
        staff: true,
        summary: msg('notice.report.auto_closed', { days: REOPEN_DAYS }),
        msg: { id: 'report_auto_closed', values: { days: REOPEN_DAYS } },
      });
      closed++;
    });
  }
  return closed;
}
