import { IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { describeError } from '../../../lib/api-errors';
import { MAX_ATTACHMENT_BYTES, useSendMessage } from '../api/send-message';

export interface ComposerProps {
  chatId: string;
  senderId: string;
  role: string;
}

const ACCEPT = 'image/*,application/pdf';

/** The message box with attachments; Enter sends, Shift+Enter starts a new line. */
export function Composer({ chatId, senderId, role }: ComposerProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [localError, setLocalError] = useState<string | null>(null);
  const send = useSendMessage();
  const canSend = (body.trim() !== '' || files.length > 0) && !send.isPending;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    send.mutate(
      { chatId, senderId, role, body, files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
        },
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) submit(e);
  };
  const addFiles = (picked: File[]) => {
    const tooBig = picked.find((f) => f.size > MAX_ATTACHMENT_BYTES);
    setLocalError(tooBig ? `${tooBig.name} is larger than 10 MB.` : null);
    setFiles((prev) => [...prev, ...picked.filter((f) => f.size <= MAX_ATTACHMENT_BYTES)]);
  };
  // the composer has one field: its sentence (e.g. "This is too long…") says more than the form-level one
  const sendError = send.error ? describeError(send.error, 'sendMessage') : null;
  const error = localError ?? (sendError ? (Object.values(sendError.fields)[0] ?? sendError.message) : null);

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label="Send a message">
      <Stack gap="xs">
        {error ? (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          rows={2}
          resize="vertical"
          maxLength={4000}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {files.length > 0 ? (
          <Stack
            gap={2}
            aria-label="Attachments to send"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {files.map((f, i) => (
              <Group component="li" key={`${f.name}-${i}`} gap={4} wrap="nowrap">
                <Text size="sm" truncate>
                  <IconPaperclip size={14} aria-hidden /> {f.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                />
              </Group>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between">
          <FileButton onChange={addFiles} accept={ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="default" size="sm">
                Attach files
              </Button>
            )}
          </FileButton>
          <Button type="submit" size="sm" loading={send.isPending} disabled={!canSend}>
            Send
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
