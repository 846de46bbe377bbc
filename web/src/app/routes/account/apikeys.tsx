import { Page } from '../../../components/page';
import { ApiKeysPanel } from '../../../features/apikeys/components/api-keys-panel';
import { useSession } from '../../../lib/session';

export function ApiKeysScreen() {
  const { user } = useSession();
  return (
    <Page title="API keys" description="Connect your own systems to Covey with keys you control.">
      <ApiKeysPanel userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
  );
}
