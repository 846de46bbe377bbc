import { Container } from '@mantine/core';
import { ComingSoonScreen } from '../../../components/area-screen';

/** /oauth/authorize (no guard): third-party authorization arrives with the OAuth clients feature. */
export function AuthorizeScreen() {
  return (
    <Container size="sm" py="xl" component="main">
      <ComingSoonScreen title="Authorize an app" area="App connections" />
    </Container>
  );
}
