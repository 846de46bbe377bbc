import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFileComments, type VaultFile } from '../api/files-api';
import { useAddFileComment } from '../api/use-add-file-comment';
import { htmlToText as plain } from '../../../lib/html-text';
import { useT } from '../../../i18n/use-t';

/**
 * comments on a vault file (the `comments` collection, `file` relation); `readOnly` (a caregiver's
 * view-only note, #29) takes the place of the comment box the server would refuse
 */
export function FileComments({ file, readOnly }: { file: VaultFile; readOnly?: ReactNode }) {
  const comments = useFileComments(file.id);
  const add = useAddFileComment(file);
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: { text: (v) => (v.trim() ? null : t('files.comments.missing')) },
  });
  const send = form.onSubmit(({ text }) => add.mutate(text.trim(), { onSuccess: () => form.reset() }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="file-comments">
      <Title order={2} size="h4" id="file-comments">
        {t('files.comments.title')}
      </Title>
      {comments.isPending ? (
        <Text c="gray.7">{t('files.comments.loading')}</Text>
      ) : comments.error ? (
        <Alert color="red" role="alert">
          {t('files.comments.loadFailed')}{' '}
          <Button size="compact-xs" variant="light" onClick={() => void comments.refetch()}>
            {t('files.tryAgain')}
          </Button>
        </Alert>
      ) : comments.data?.length ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.data.map((c) => (
            <Paper key={c.id} withBorder p="sm" radius="md" component="li">
              <Text size="sm" fw={600}>
                {c.author_name || t('reports.timeline.someone')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {plain(c.body)}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="gray.7">{t('files.comments.none')}</Text>
      )}
      {readOnly ?? (
        <>
          <Textarea
            label={t('reports.comment.label')}
            {...form.getInputProps('text')}
            autosize
            minRows={2}
            maxLength={2000}
          />
          {add.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {t('files.comments.notSaved')}
            </Text>
          ) : null}
          <Button onClick={() => send()} loading={add.isPending} w="fit-content">
            {t('files.comments.post')}
          </Button>
        </>
      )}
    </Stack>
  );
}
