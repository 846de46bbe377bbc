import { useId, useState } from 'react';
import { Anchor, Blockquote, Button, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import type { Citation } from '../api/get-chats';

/** the viewer path of a cited PDF page (`/file/{collection}/{record}/{file}?page=N`), or null */
export function citationHref(c: Citation): string | null {
  const parts = c.file ? c.file.split('/') : [];
  if (parts.length === 3 && parts.every(Boolean)) {
    const [col, rec, name] = parts as [string, string, string];
    return `${paths.fileView.href(col, rec, name)}${c.page > 0 ? `?page=${c.page}` : ''}`;
  }
  return c.link && c.link.startsWith('/') ? c.link : null;
}

/** "Sources (n)": where each part of an assistant answer comes from, expandable, each opening its page */
export function CitationList({ citations }: { citations: Citation[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = useT();
  if (!citations.length) return null;
  return (
    <Stack gap={4} mt={6}>
      <Button
        variant="default"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        leftSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? t('chat.hideSources') : t('chat.showSources', { count: citations.length })}
      </Button>
      {open ? (
        <Stack id={id} gap="xs" component="ol" aria-label={t('chat.sources')} style={{ margin: 0, paddingLeft: 20 }}>
          {citations.map((c, i) => {
            const href = citationHref(c);
            const where = c.page > 0 ? t('chat.sourcePage', { title: c.title, page: c.page }) : c.title;
            return (
              <li key={`${c.title}-${c.page}-${i}`}>
                <Text size="sm" fw={600}>
                  {where}
                </Text>
                <Blockquote p="xs" mt={2} color="violet.6" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.snippet}
                </Blockquote>
                {href ? (
                  <Anchor component={Link} to={href} size="sm">
                    <IconFileText size={14} aria-hidden />{' '}
                    {c.page > 0
                      ? t('chat.openSourcePage', { title: c.title, page: c.page })
                      : t('chat.openSource', { title: c.title })}
                  </Anchor>
                ) : null}
              </li>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
