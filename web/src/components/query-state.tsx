import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

export interface QueryStateProps {
  isPending: boolean;
  /** A user-facing message when loading failed. */
  errorMessage: string | null;
  onRetry?: () => void;
  loadingLabel?: string;
  children: ReactNode;
}

/** Loading and error states around a data screen; children render once data is there. */
export function QueryState({ isPending, errorMessage, onRetry, loadingLabel, children }: QueryStateProps) {
  const t = useT();
  if (errorMessage !== null) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('common.couldNotLoad')} role="alert">
        {errorMessage}
        {onRetry ? (
          <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry} display="block">
            {t('common.tryAgain')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel ?? t('common.loading')} role="progressbar" />
      </Center>
    );
  }
  return <>{children}</>;
}
