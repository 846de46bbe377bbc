import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface QueryStateProps {
  isPending: boolean;
  /** A user-facing message when loading failed. */
  errorMessage: string | null;
  onRetry?: () => void;
  loadingLabel?: string;
  children: ReactNode;
}

/** Loading and error states around a data screen; children render once data is there. */
export function QueryState({ isPending, errorMessage, onRetry, loadingLabel = 'Loading', children }: QueryStateProps) {
  if (errorMessage !== null) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Could not load this" role="alert">
        {errorMessage}
        {onRetry ? (
          <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry} display="block">
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel} role="progressbar" />
      </Center>
    );
  }
  return <>{children}</>;
}
