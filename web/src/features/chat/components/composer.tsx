import { IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { describeError } from '../../../lib/api-errors';
import { MAX_ATTACHMENT_BYTES, newMessageId, useSendMessage } from '../api/send-message';

export interface ComposerProps {
  chatId: string;
  senderId: string;
  role: string;
}

const ACCEPT = 'image/*,application/pdf';

/** The message box with attachments; Enter sends, Shift+Enter starts a new line. */
export function Composer({ chatId, senderId, role }: ComposerProps) {
  const [body, setBody] = useState('');
  const t = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [localError, setLocalError] = useState<string | null>(null);
  const send = useSendMessage(chatId);
  // offline the send waits (paused): another message may be written and queued behind it
  const canSend = (body.trim() !== '' || files.length > 0) && (!send.isPending || send.isPaused);

  // the message moves to the thread as pending at once; a failed send puts it back here to try again
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    setBody('');
    setFiles([]);
    send.mutate(
      { chatId, senderId, role, body, files, id: newMessageId() },
      {
        onError: (_error, input) => {
          setBody((now) => now || input.body);
          setFiles((now) => (now.length > 0 ? now : [...input.files]));
        },
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) submit(e);
  };
  const addFiles = (picked: File[]) => {
    const tooBig = picked.find((f) => f.size > MAX_ATTACHMENT_BYTES);
    setLocalError(tooBig ? t('chat.fileTooBig', { name: tooBig.name }) : null);
    setFiles((prev) => [...prev, ...picked.filter((f) => f.size <= MAX_ATTACHMENT_BYTES)]);
  };
  // the composer has one field: its sentence (e.g. "This is too long…") says more than the form-level one
  const sendError = send.error ? describeError(send.error, 'sendMessage') : null;
  const error = localError ?? (sendError ? (Object.values(sendError.fields)[0] ?? sendError.message) : null);

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('chat.sendAMessage')}>
      <Stack gap="xs">
        {send.isPaused ? (
          <Alert color="yellow" role="status" p="xs">
            {t('chat.offline')}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" p="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{send.error ? t('chat.notSent', { reason: error }) : error}</Text>
              {send.error ? (
                <Button size="xs" variant="default" onClick={() => submit()} disabled={!canSend}>
                  {t('chat.tryAgain')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        <Textarea
          aria-label={t('chat.message')}
          placeholder={t('chat.writeMessage')}
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
            aria-label={t('chat.attachmentsToSend')}
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
                  aria-label={t('chat.removeFile', { name: f.name })}
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
                {t('chat.attachFiles')}
              </Button>
            )}
          </FileButton>
          <Button type="submit" size="sm" loading={send.isPending && !send.isPaused} disabled={!canSend}>
            {t('chat.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
