import { AreaScreen } from '../../../components/area-screen';

export function ApiKeysScreen() {
  return (
    <AreaScreen title="API keys" emptyTitle="No API keys yet">
      API keys let your systems sync rosters with Covey. Creating keys will be possible here soon.
    </AreaScreen>
  );
}
