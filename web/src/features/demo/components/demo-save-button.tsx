import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

/** Every save in the sandbox only says that nothing was saved. */
export function DemoSaveButton({ label }: { label?: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => setShown(true)}>{label ?? t('profile.save')}</Button>
      {shown ? (
        <Alert color="grape" role="status" py="xs">
          {t('account.demoNotSaved')}
        </Alert>
      ) : null}
    </Stack>
  );
}
