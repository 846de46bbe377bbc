import { useForm } from '@mantine/form';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useComments, usePostComment, useReadCommentNotices } from '../api/comments';
import { htmlToText } from '../../../lib/html-text';
import { formatDateTime } from '../lib/dates';
import { useT } from '../../../i18n/use-t';
import { loadError, saveError } from '../lib/plan-errors';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Comments on a plan or task; counselors may write internal notes that members never see (the server filters them). */
export function CommentThread({
  target,
  id,
  member,
  userId,
  isCounselor,
  readOnly = false,
}: {
  target: 'plan' | 'task';
  id: string;
  member: string;
  userId: string;
  isCounselor: boolean;
  /** shared with the viewer only to view: the comments are read, not added to */
  readOnly?: boolean;
}) {
  const comments = useComments(target, id);
  const post = usePostComment(target, id);
  const t = useT();
  useReadCommentNotices(target, id, userId, comments.data?.length ?? 0);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '', internal: false },
    validate: { body: (v) => (v.trim() ? null : t('plans.commentRequired')) },
  });
  const internal = form.values.internal;
  const submit = form.onSubmit(
    ({ body, internal }) =>
      post.mutate({ body: body.trim(), internal: isCounselor && internal, author: userId, member }, { onSuccess: () => form.reset() }),
    () => post.reset(),
  );
  const error = post.error ? saveError('comment', post.error).message : null;
  return (
    <section aria-labelledby={`comments-${id}`}>
      <Title order={2} fz="lg" id={`comments-${id}`} mb="xs">
        {t('plans.comments')}
      </Title>
      <QueryState isPending={comments.isPending} errorMessage={comments.error ? loadError(comments.error) : null} onRetry={() => void comments.refetch()} loadingLabel={t('plans.loadingComments')}>
        {(comments.data ?? []).length === 0 ? (
          <Text c="gray.7" mb="sm">
            {t('plans.noComments')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={list} mb="sm" aria-label={t('plans.comments')}>
            {(comments.data ?? []).map((c) => (
              <Paper key={c.id} withBorder p="sm" component="li" bg={c.internal ? 'yellow.0' : undefined}>
                <Group gap="xs" mb={4}>
                  <Text fw={600} size="sm">
                    {c.author === userId ? t('plans.you') : c.author_name || t('plans.someone')}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatDateTime(c.created)}
                  </Text>
                  {c.internal ? (
                    <Badge color="#7a4f01" variant="outline">
                      {t('plans.internalNote')}
                    </Badge>
                  ) : null}
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{htmlToText(c.body)}</Text>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
      {readOnly ? null : (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea label={t('plans.addComment')} {...form.getInputProps('body')} autosize minRows={2} maxLength={4000} />
            {isCounselor ? (
              <Checkbox label={t('plans.internalNoteLabel')} {...form.getInputProps('internal', { type: 'checkbox' })} />
            ) : null}
            {error ? (
              <Text size="sm" c="red.9" role="alert">
                {error}
              </Text>
            ) : null}
            <div>
              <Button type="submit" loading={post.isPending}>
                {isCounselor && internal ? t('plans.saveNote') : t('plans.postComment')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </section>
  );
}
