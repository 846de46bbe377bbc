import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';

export const DEMO_NOT_SAVED = 'Demo mode — nothing was saved';

/** Every save in the sandbox only says that nothing was saved. */
export function DemoSaveButton({ label = 'Save' }: { label?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => setShown(true)}>{label}</Button>
      {shown ? (
        <Alert color="grape" role="status" py="xs">
          {DEMO_NOT_SAVED}
        </Alert>
      ) : null}
    </Stack>
  );
}
