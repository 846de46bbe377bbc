import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { coverUrl } from '../api/orgs-api';
import type { PostRecord } from '../api/org-types';
import { day } from '../lib/org-labels';
import { feedPostsKindLabels } from '../../../lib/select-labels';
import { htmlToLines } from '../../../lib/html-text';
import { useT } from '../../../i18n/use-t';

const KIND: Readonly<Record<string, string>> = feedPostsKindLabels;

/** posts as cards, pinned first (the order comes from the query) */
export function PostList({
  posts,
  showEmployer = false,
  isNew,
}: {
  posts: PostRecord[];
  showEmployer?: boolean;
  /** marks posts published since the reader last opened the feed */
  isNew?: (post: PostRecord) => boolean;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      {posts.map((p) => {
        const employer = (p.expand as { employer?: { name: string } } | undefined)?.employer?.name;
        return (
          <Paper key={p.id} withBorder p="md" radius="md" component="article" aria-labelledby={`post-${p.id}`}>
            <Group gap={6} mb={4}>
              {isNew?.(p) ? <Badge color="green.9" variant="filled">{t('org.posts.newBadge')}</Badge> : null}
              {p.pinned ? <Badge color="indigo.9" variant="filled">{t('org.posts.pinned')}</Badge> : null}
              <Badge color="gray.8" variant="filled">{KIND[p.kind] ?? t('org.posts.post')}</Badge>
              {!p.published ? <Badge color="orange.9" variant="filled">{t('org.posts.draft')}</Badge> : null}
            </Group>
            {p.cover ? (
              <Image
                src={coverUrl(p)}
                alt=""
                radius="sm"
                mah={240}
                fit="cover"
                mb="xs"
              />
            ) : null}
            <Title order={3} fz="h4" id={`post-${p.id}`}>
              {p.title || t('org.posts.untitled')}
            </Title>
            <Text size="sm" c="gray.7">
              {[showEmployer && employer ? employer : p.author_name, day(p.published_at || p.created)].filter(Boolean).join(' · ')}
            </Text>
            {htmlToLines(p.body).map((line, i) => (
              <Text key={i} mt="xs">
                {line}
              </Text>
            ))}
            {p.link ? (
              <Anchor href={p.link} target="_blank" rel="noopener noreferrer" mt="xs" display="inline-block">
                {t('org.posts.readMore')}
              </Anchor>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
