import { useState } from 'react';
import { Center, Image, Loader, Paper, Text } from '@mantine/core';
import type { RecordModel } from 'pocketbase';
import { protectedFileUrl, useFileToken } from '../api/use-file-token';

/** A protected card photo (`card_front` / `card_back`), fetched with a file token. */
export function CardPhoto({
  record,
  field,
  label,
}: {
  record: RecordModel;
  field: 'card_front' | 'card_back';
  label: string;
}) {
  const name = typeof record[field] === 'string' ? (record[field] as string) : '';
  const token = useFileToken(Boolean(name));
  const [failedFor, setFailedFor] = useState<string | null>(null);
  if (!name) {
    return (
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Center mih={120}>
          <Text c="gray.7" size="sm">
            No photo of the {label.toLowerCase()} yet
          </Text>
        </Center>
      </Paper>
    );
  }
  if (!token.data) {
    return (
      <Center mih={120}>
        <Loader size="sm" aria-label={`Loading the ${label.toLowerCase()}`} role="progressbar" />
      </Center>
    );
  }
  const src = protectedFileUrl(record, name, token.data);
  return (
    <Image
      src={src}
      alt={`Insurance card ${label.toLowerCase()}`}
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
