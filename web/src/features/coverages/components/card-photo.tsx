import { useState } from 'react';
import { Center, Image, Loader, Paper, Text } from '@mantine/core';
import type { RecordModel } from 'pocketbase';
import { protectedFileUrl } from '../api/use-file-token';
import { useFileToken } from '../../../lib/file-token';
import { useT } from '../../../i18n/use-t';

/** A protected card photo (`card_front` / `card_back`), fetched with a file token. */
export function CardPhoto({
  record,
  field,
}: {
  record: RecordModel;
  field: 'card_front' | 'card_back';
}) {
  const t = useT();
  const front = field === 'card_front';
  const name = typeof record[field] === 'string' ? (record[field] as string) : '';
  const token = useFileToken(Boolean(name));
  const [failedFor, setFailedFor] = useState<string | null>(null);
  if (!name) {
    return (
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Center mih={120}>
          <Text c="gray.7" size="sm">
            {t(front ? 'coverages.photo.noFront' : 'coverages.photo.noBack')}
          </Text>
        </Center>
      </Paper>
    );
  }
  if (!token.data) {
    return (
      <Center mih={120}>
        <Loader size="sm" aria-label={t(front ? 'coverages.photo.loadingFront' : 'coverages.photo.loadingBack')} role="progressbar" />
      </Center>
    );
  }
  const src = protectedFileUrl(record, name, token.data);
  return (
    <Image
      src={src}
      alt={t(front ? 'coverages.photo.altFront' : 'coverages.photo.altBack')}
      radius="md"
      fit="contain"
      mah={260}
      onError={() => {
        // an expired token: fetch a new one once per URL
        if (failedFor !== src) {
          setFailedFor(src);
          void token.refetch();
        }
      }}
    />
  );
}
