import { Page } from '../../../components/page';
import { ApiKeysPanel } from '../../../features/apikeys/components/api-keys-panel';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

export function ApiKeysScreen() {
  const t = useT();
  const { user } = useSession();
  return (
    <Page title={t('accountScreen.apiKeys')} description={t('accountScreen.apiKeysDescription')}>
      <ApiKeysPanel userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}
