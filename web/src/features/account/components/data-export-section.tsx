import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDownloadMyData } from '../api/use-download-my-data';
import { useT } from '../../../i18n/use-t';

/** "Download my data": a zip of the member's own records and files, made on request. */
export function DataExportSection() {
  const t = useT();
  const download = useDownloadMyData();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="data-export-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="data-export-title">
          {t('account.dataTitle')}
        </Title>
        <Text>{t('account.dataBody')}</Text>
        {download.isSuccess ? (
          <Alert color="green" role="status">
            {t('account.dataStarted', { file: download.data })}
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert color="red" role="alert">
            {t('account.dataFailed')}
          </Alert>
        ) : null}
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending} w="fit-content">
          {t('account.dataDownload')}
        </Button>
      </Stack>
    </Paper>
  );
}
