import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';

/** shown in place of shared information once the owner ended access, it expired, or the user left */
export function AccessEnded({ status }: { status?: string }) {
  const t = useT();
  const why =
    status === 'left'
      ? t('circles.ended.left')
      : status === 'expired'
        ? t('circles.ended.expired')
        : t('circles.ended.revoked');
  return (
    <Alert color="gray" icon={<IconLock aria-hidden />} title={t('circles.ended.title')} role="alert">
      <Stack gap="xs">
        <Text>{why}</Text>
        <Button component={Link} to={paths.circles.path} variant="light" w="fit-content">
          {t('circles.backToCircles')}
        </Button>
      </Stack>
    </Alert>
  );
}
