import { IconAlertTriangle, IconMessageCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Anchor, Badge, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { AnswerFeedback } from './answer-feedback';
import { CitationList } from './citation-list';
import { splitSafetyLead } from '../lib/safety-lead';
import type { MessageRecord, MessageRole } from '../api/get-chats';
import { attachmentUrl } from '../api/file-token';
import { attachmentName, isPreviewableImage } from '../lib/attachment-name';
import { formatSent } from '../lib/format-sent';

const ROLE_LABEL: Record<MessageRole, MessageId> = {
  member: 'chat.roleMember',
  counselor: 'chat.roleCounselor',
  assistant: 'chat.assistant',
  system: 'chat.roleSystem',
};

const ROLE_BG: Record<MessageRole, string> = {
  member: 'blue.0',
  counselor: 'green.0',
  assistant: 'violet.0',
  system: 'gray.1',
};

/**
 * One attachment: its original name as a link (opens the protected file with a file token) and,
 * for images, an inline preview. A failed image (an expired token) asks for a new token once.
 */
function Attachment({
  message,
  file,
  token,
  onExpired,
}: {
  message: MessageRecord;
  file: string;
  token: string;
  onExpired?: () => void;
}) {
  const name = attachmentName(file, message.attachment_names);
  const url = token ? attachmentUrl(message, file, token) : undefined;
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const t = useT();
  return (
    <Anchor
      size="sm"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.attachment', { name })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {url && isPreviewableImage(file) ? (
        <Image
          src={url}
          alt={t('chat.preview', { name })}
          radius="sm"
          fit="contain"
          // a fixed box: the thread does not jump when the image arrives (it scrolls to the last message first)
          h={140}
          w={200}
          maw="100%"
          bg="gray.1"
          mb={2}
          onError={() => {
            if (failedFor !== url) {
              setFailedFor(url);
              onExpired?.();
            }
          }}
        />
      ) : isPreviewableImage(file) ? (
        // same box while the file token loads
        <Skeleton h={140} w={200} maw="100%" radius="sm" mb={2} />
      ) : null}
      <IconPaperclip size={14} aria-hidden /> {name}
    </Anchor>
  );
}

/** an assistant answer: 911/988 guidance (when the answer leads with it) highlighted first */
function AssistantBody({ body }: { body: string }) {
  const { lead, rest } = splitSafetyLead(body);
  return (
    <>
      {lead.length ? (
        <Paper
          p="xs"
          my={4}
          bg="red.0"
          withBorder
          style={{ borderColor: 'var(--mantine-color-red-7)' }}
          data-testid="safety-guidance"
        >
          {lead.map((p) => (
            <Text key={p} fw={700} c="red.9">
              <IconAlertTriangle size={16} aria-hidden /> {p}
            </Text>
          ))}
        </Paper>
      ) : null}
      {rest ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rest}</Text> : null}
    </>
  );
}

/** One message: the viewer's own on the right, others on the left, system notes centred. */
export function MessageBubble({
  message,
  mine,
  token,
  onTokenExpired,
  viewerRole = '',
}: {
  message: MessageRecord;
  mine: boolean;
  token: string;
  onTokenExpired?: () => void;
  /** the viewer's role: a member may rate assistant answers and follow a handoff card */
  viewerRole?: string;
}) {
  const t = useT();
  const time = formatSent(message.created);
  if (message.role === 'system') {
    return (
      <Text size="sm" c="gray.7" ta="center" data-role="system">
        {message.body} · {time}
      </Text>
    );
  }
  const files = message.attachments ?? [];
  return (
    <Paper p="sm" radius="lg" bg={mine ? 'green.1' : ROLE_BG[message.role]} withBorder={!mine} data-role={message.role}>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" fw={700} c="gray.8" truncate>
          {/* the assistant's stored name is the server's English one: say it in the reader's language */}
          {mine
            ? t('chat.you')
            : message.role === 'assistant'
              ? t('chat.assistantName')
              : message.sender_name || t(ROLE_LABEL[message.role])}
        </Text>
        {!mine ? (
          <Badge size="xs" variant="outline" color="gray.8">
            {t(ROLE_LABEL[message.role])}
          </Badge>
        ) : null}
        {message.kind === 'handoff' ? (
          <Badge size="xs" color="green.9">
            {t('chat.handoff')}
          </Badge>
        ) : null}
      </Group>
      {message.role === 'assistant' ? (
        <AssistantBody body={message.body} />
      ) : message.body ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
      ) : null}
      {files.length > 0 ? (
        <Stack gap={2} mt={4}>
          {files.map((file) => (
            <Attachment key={file} message={message} file={file} token={token} onExpired={onTokenExpired} />
          ))}
        </Stack>
      ) : null}
      {message.role === 'assistant' ? <CitationList citations={message.citations ?? []} /> : null}
      {message.kind === 'handoff' && viewerRole === 'member' && message.ref_collection === 'chats' && message.ref_id ? (
        <Anchor
          component={Link}
          to={paths.chatThread.href(message.ref_id)}
          size="sm"
          fw={600}
          mt={4}
          display="inline-block"
        >
          <IconMessageCircle size={14} aria-hidden /> {t('chat.openCounselorChat')}
        </Anchor>
      ) : null}
      {message.role === 'assistant' && message.kind === 'text' && viewerRole === 'member' ? (
        <AnswerFeedback messageId={message.id} given={message.feedback} />
      ) : null}
      <Text size="xs" c="gray.7">
        <time dateTime={message.created}>{time}</time>
        {mine && message.read ? ` · ${t('chat.read')}` : ''}
      </Text>
    </Paper>
  );
}
