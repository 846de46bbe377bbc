import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** shown in place of shared information once the owner ended access, it expired, or the user left */
export function AccessEnded({ status }: { status?: string }) {
  const why =
    status === 'left'
      ? 'You left this circle.'
      : status === 'expired'
        ? 'The access you were given has expired.'
        : 'The person who shared this information has ended your access.';
  return (
    <Alert color="gray" icon={<IconLock aria-hidden />} title="You no longer have access" role="alert">
      <Stack gap="xs">
        <Text>{why} Ask them to invite you again if you still need it.</Text>
        <Button component={Link} to={paths.circles.path} variant="light" w="fit-content">
          Back to circles
        </Button>
      </Stack>
    </Alert>
  );
}
