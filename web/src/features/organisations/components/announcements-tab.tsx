import { useState } from 'react';
import { Alert, Button, Checkbox, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { pb } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { orgKeys, useEmployerPosts } from '../api/orgs-api';
import { PostList } from './post-list';
import { textToHtml } from '../../../lib/html-text';


function NewPost({ employer, onDone }: { employer: string; onDone: () => void }) {
  const qc = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!title.trim()) return setErrors({ title: 'Give the announcement a title.' });
    setBusy(true);
    setError(null);
    try {
      const me = pb.authStore.record;
      await pb.collection('posts').create({
        author: me?.collectionName === 'users' ? me.id : '',
        author_name: (me?.['name'] as string | undefined) ?? '',
        kind: 'announcement',
        title: title.trim(),
        body: textToHtml(body),
        audience: ['member', 'employer', 'broker'],
        employer,
        published: true,
        published_at: new Date().toISOString().replace('T', ' '),
        pinned,
      });
      await qc.invalidateQueries({ queryKey: orgKeys.all });
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="New announcement">
      <Stack gap="sm">
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors['title']} />
        <Textarea label="Message" autosize minRows={4} value={body} onChange={(e) => setBody(e.currentTarget.value)} error={errors['body']} />
        <Checkbox label="Pin to the top of the feed" checked={pinned} onChange={(e) => setPinned(e.currentTarget.checked)} />
        <Button type="submit" loading={busy} w="fit-content">
          Publish to employees
        </Button>
      </Stack>
    </form>
  );
}

/** Announcements tab: posts by the employer to its employees (they appear on members' /feed) */
export function AnnouncementsTab({ employer, canPost }: { employer: string; canPost: boolean }) {
  const posts = useEmployerPosts(employer);
  const [writing, setWriting] = useState(false);
  return (
    <Stack gap="md">
      {canPost && !writing ? (
        <Button w="fit-content" onClick={() => setWriting(true)}>
          New announcement
        </Button>
      ) : null}
      {writing ? <NewPost employer={employer} onDone={() => setWriting(false)} /> : null}
      {posts.isPending ? (
        <Skeleton h={100} aria-label="Loading announcements" />
      ) : posts.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(posts.error)}
        </Text>
      ) : posts.data?.length ? (
        <PostList posts={posts.data} />
      ) : (
        <EmptyState title="No announcements yet">Announcements you publish appear in your employees' feed.</EmptyState>
      )}
    </Stack>
  );
}
