import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { addFileComment, fileKeys, useFileComments, type VaultFile } from '../api/files-api';
import { htmlToText as plain } from '../../../lib/html-text';


/** comments on a vault file (the `comments` collection, `file` relation) */
export function FileComments({ file }: { file: VaultFile }) {
  const client = useQueryClient();
  const comments = useFileComments(file.id);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!text.trim()) {
      setFailure('Write a comment first.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await addFileComment(file, text.trim());
      setText('');
      await client.invalidateQueries({ queryKey: fileKeys.comments(file.id) });
    } catch {
      setFailure('Your comment was not saved. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="file-comments">
      <Title order={2} size="h4" id="file-comments">
        Comments
      </Title>
      {comments.isPending ? (
        <Text c="gray.7">Loading comments…</Text>
      ) : comments.error ? (
        <Alert color="red" role="alert">
          Comments could not be loaded.{' '}
          <Button size="compact-xs" variant="light" onClick={() => void comments.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : comments.data?.length ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.data.map((c) => (
            <Paper key={c.id} withBorder p="sm" radius="md" component="li">
              <Text size="sm" fw={600}>
                {c.author_name || 'Someone'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {plain(c.body)}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="gray.7">No comments yet.</Text>
      )}
      <Textarea
        label="Add a comment"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      {failure ? (
        <Text c="red.8" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
      <Button onClick={() => void send()} loading={busy} w="fit-content">
        Post comment
      </Button>
    </Stack>
  );
}
