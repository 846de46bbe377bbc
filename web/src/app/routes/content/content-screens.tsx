import { Page } from '../../../components/page';
import { FeedPanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

export function FeedScreen() {
  const { user, isSuperuser } = useSession();
  const t = useT();
  const role = user?.role ?? '';
  const description = isSuperuser
    ? t('feed.operatorDescription')
    : role === 'employer'
      ? t('feed.employerDescription')
      : role === 'broker'
        ? t('feed.brokerDescription')
        : role === 'counselor'
          ? t('feed.counselorDescription')
          : t('feed.memberDescription');
  return (
    <Page title={t('feed.title')} description={description}>
      <FeedPanel role={user?.role ?? ''} userId={user?.id ?? ''} />
    </Page>
  );
}
