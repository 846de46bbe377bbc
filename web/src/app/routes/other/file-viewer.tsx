import { Anchor, Image, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { pb } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';

const IMAGE = /\.(png|jpe?g|gif|webp|svg)$/i;

/** Protected file viewer: fetches a short-lived file token and builds the file URL with it. */
export function FileViewerScreen() {
  const { collectionId = '', fileId = '', file = '' } = useParams();
  const token = useQuery({ queryKey: ['files', 'token'], queryFn: () => pb.files.getToken(), staleTime: 60_000 });
  const url =
    token.data !== undefined
      ? pb.files.getURL({ collectionId, collectionName: collectionId, id: fileId }, file, { token: token.data })
      : '';
  return (
    <Page title={file}>
      <QueryState
        isPending={token.isPending}
        errorMessage={token.error ? errorMessage(token.error) : null}
        onRetry={() => void token.refetch()}
      >
        <Stack gap="sm">
          {IMAGE.test(file) ? <Image src={url} alt={file} radius="md" fit="contain" mah="70vh" /> : null}
          <Anchor href={url} target="_blank" rel="noopener noreferrer">
            Open or download {file}
          </Anchor>
        </Stack>
      </QueryState>
    </Page>
  );
}
