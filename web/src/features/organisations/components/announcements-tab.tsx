import { useState } from 'react';
import { Alert, Button, Checkbox, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { useEmployerPosts } from '../api/orgs-api';
import { usePublishAnnouncement } from '../api/use-publish-announcement';
import { PostList } from './post-list';
import { useT } from '../../../i18n/use-t';

function NewPost({ employer, onDone }: { employer: string; onDone: () => void }) {
  const t = useT();
  const publish = usePublishAnnouncement(employer);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', body: '', pinned: false },
    validate: { title: (v) => (v.trim() ? null : t('org.posts.titleRequired')) },
  });
  const submit = form.onSubmit((v) => publish.mutate(v, { onSuccess: onDone, onError: (err) => applyStoreErrors(form, err) }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('org.posts.new')}>
      <Stack gap="sm">
        {publish.isError ? <Alert color="red" role="alert">{errorMessage(publish.error)}</Alert> : null}
        <TextInput label={t('org.posts.title')} required {...form.getInputProps('title')} />
        <Textarea label={t('org.posts.message')} autosize minRows={4} {...form.getInputProps('body')} />
        <Checkbox label={t('org.posts.pin')} {...form.getInputProps('pinned', { type: 'checkbox' })} />
        <Button type="submit" loading={publish.isPending} w="fit-content">
          {t('org.posts.publish')}
        </Button>
      </Stack>
    </form>
  );
}

/** Announcements tab: posts by the employer to its employees (they appear on members' /feed) */
export function AnnouncementsTab({ employer, canPost }: { employer: string; canPost: boolean }) {
  const t = useT();
  const posts = useEmployerPosts(employer);
  const [writing, setWriting] = useState(false);
  return (
    <Stack gap="md">
      {canPost && !writing ? (
        <Button w="fit-content" onClick={() => setWriting(true)}>
          {t('org.posts.new')}
        </Button>
      ) : null}
      {writing ? <NewPost employer={employer} onDone={() => setWriting(false)} /> : null}
      {posts.isPending ? (
        <Skeleton h={100} aria-label={t('org.posts.loading')} />
      ) : posts.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(posts.error)}
        </Text>
      ) : posts.data?.length ? (
        <PostList posts={posts.data} />
      ) : (
        <EmptyState title={t('org.posts.emptyTitle')}>{t('org.posts.emptyBody')}</EmptyState>
      )}
    </Stack>
  );
}
