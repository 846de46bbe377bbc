import { useState } from 'react';
import { Alert, Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { paths } from '../../../config/paths';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useShareWithCounselor } from '../../../features/files/api/use-share-with-counselor';
import { fileUrl } from '../../../features/files/api/use-file-token';
import { useFileToken } from '../../../lib/file-token';
import { recordHasFile, useViewerRecord } from '../../../features/files/api/use-viewer-record';
import { ImageView } from '../../../features/files/components/image-view';
import { PdfView } from '../../../features/files/components/pdf-view';
import { previewKind } from '../../../features/files/lib/file-kinds';
import { attachmentName } from '../../../features/reports/lib/labels';
import { errorStatus } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { otherName, type OwnedBy } from '../../../lib/whose';
import { useT } from '../../../i18n/use-t';

/**
 * Protected file viewer: the record's view rule decides access (a 404 or a file name that is not the
 * record's → not-found page); a short-lived file token is fetched, refreshed before it expires and
 * refetched once when a load fails; images zoom and rotate, PDFs render inline, others download.
 */
export function FileViewerScreen() {
  const { collectionId = '', fileId = '', file = '' } = useParams();
  const { user } = useSession();
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const startPage = Number(search.get('page')) || 1;
  const record = useViewerRecord(collectionId, fileId);
  const token = useFileToken(record.isSuccess);
  const [retried, setRetried] = useState(false);
  const [gone, setGone] = useState(false);
  const [reloads, setReloads] = useState(0);
  const share = useShareWithCounselor(fileId, () => record.refetch());
  const r = record.data;
  if ((record.error && errorStatus(record.error) === 404) || (r && !recordHasFile(r, file)) || gone)
    return <NotFound />;
  const onLoadError = () => {
    if (retried) setGone(true);
    else {
      setRetried(true);
      void token.refetch().then(() => setReloads((n) => n + 1));
    }
  };
  const url = token.data ? fileUrl(collectionId, fileId, file, token.data) : '';
  // a report's title names the case, not the file: its attachments are titled by their file name
  const reportFile = r?.collectionName === 'reports';
  const title = reportFile ? attachmentName(file) : (r && typeof r['title'] === 'string' && r['title']) || file;
  const vault = r?.collectionName === 'files';
  // without history (a shared link, a reload in a new tab) Back goes to the file's own page or its report
  const backTo = vault ? `/files/${fileId}` : reportFile ? paths.report.href(fileId) : '/';
  const member = (r?.expand?.['member'] ?? null) as OwnedBy | null;
  // another person's file says whose it is ("Alex's file: Pre-authorization letter")
  const whose = user?.role === 'member' ? otherName(member, user.id) : '';
  const canShare = vault && !!user && (r['owner'] === user.id || member?.user === user.id);
  const kind = previewKind(file);
  return (
    <Page
      title={whose ? t('files.page.whoseTitle', { name: whose, title }) : title}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() =>
              window.history.length > 1 ? void navigate(-1) : void navigate(backTo)
            }
          >
            {t('onboard.back')}
          </Button>
          <Button
            component="a"
            href={token.data ? fileUrl(collectionId, fileId, file, token.data, true) : undefined}
            leftSection={<IconDownload size={18} aria-hidden />}
            disabled={!token.data}
          >
            {t('files.detail.downloadButton')}
          </Button>
        </>
      }
    >
      <QueryState
        isPending={record.isPending || (record.isSuccess && token.isPending)}
        errorMessage={
          record.error || token.error ? t('files.viewer.openFailed') : null
        }
        onRetry={() => void (record.error ? record.refetch() : token.refetch())}
        loadingLabel={t('files.page.loadingFile')}
      >
        <Stack gap="md">
          {vault ? (
            <Switch
              label={t('files.viewer.share')}
              checked={share.isPending ? share.variables : r['shared_with_counselor'] === true}
              disabled={!canShare || share.isPending}
              onChange={(e) => share.mutate(e.currentTarget.checked)}
            />
          ) : null}
          {share.isError ? (
            <Alert color="red" role="alert">
              {t('files.viewer.shareFailed')}
            </Alert>
          ) : null}
          {kind === 'image' && url ? <ImageView src={url} alt={title} onError={onLoadError} /> : null}
          {kind === 'pdf' && url ? <PdfView key={reloads} url={url} title={title} onLoadError={onLoadError} initialPage={startPage} /> : null}
          {kind === 'other' ? (
            <Paper withBorder p="md" radius="md">
              <Text>{t('files.viewer.cannotShow')}</Text>
            </Paper>
          ) : null}
        </Stack>
      </QueryState>
    </Page>
  );
}
