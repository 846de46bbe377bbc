import { Container } from '@mantine/core';
import { AreaScreen } from '../../../components/area-screen';

/** /oauth/authorize (no guard): third-party authorization arrives with the OAuth clients feature. */
export function AuthorizeScreen() {
  return (
    <Container size="sm" py="xl" component="main">
      <AreaScreen title="Authorize an app" emptyTitle="No apps can connect yet">
        Connecting third-party apps to Covey is not available yet. No data has been shared.
      </AreaScreen>
    </Container>
  );
}
