/**
 * The demo's sample notices, apart from the rest of the fixtures: the top bar's demo bell reads them, and the
 * bell is reachable from the signed-out screens' imports (decision 0064 puts every message id those reach in the
 * first catalog part), so only these few sentences go there.
 */
import { t } from '../../i18n/i18n';
import { sampleTime } from './sample-time';

/** Alex's notices for the demo's notification centre, newest first, dated relative to `now` (nothing is stored). */
export function demoNotices(now = new Date()) {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString().replace('T', ' ');
  const notice = (id: string, minutes: number, read: boolean, kind: string, title: string, body: string, link: string) => ({
    id: `demonotice0000${id}`,
    collectionId: 'demo',
    collectionName: 'notifications',
    created: ago(minutes),
    kind,
    read,
    title,
    body,
    link,
    subject_name: '',
  });
  return [
    notice('1', 20, false, 'message', t('notifications.newMessage'), t('demo.notice1.body'), '/demo/agent'),
    notice('2', 95, false, 'appointment', t('demo.notice2.title'), t('demo.notice2.body', { time: sampleTime(14, 30) }), '/demo/appointment'),
    notice('3', 26 * 60, true, 'report', t('demo.notice3.title'), t('demo.notice3.body'), '/demo/report'),
    notice('4', 3 * 24 * 60, true, 'suggestion', t('lists.newSuggestion'), t('demo.notice4.body'), '/demo/plan'),
  ];
}
