import { ComingSoonScreen } from '../../../components/area-screen';

export function ApiKeysScreen() {
  return <ComingSoonScreen title="API keys" area="API keys" />;
}
