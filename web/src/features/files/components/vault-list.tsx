import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import type { VaultFile } from '../api/files-api';
import { FILE_KINDS, fileKindOptions, kindLabel, previewKind } from '../lib/file-kinds';
import { t } from '../../../i18n/i18n';
import { formatDay } from '../../../lib/format-date';
import { useT } from '../../../i18n/use-t';
import { isMinorNow } from '../../../lib/minors';
import { shownFor, usePersonFilter } from '../../../lib/whose';
import { personName } from '../../../lib/person-name';

export interface VaultGroup {
  key: string;
  title: string;
  files: VaultFile[];
}

/** "self" first, then the minors I guard, then other people (shared circles or caseload) */
function personGroupTitle(f: VaultFile, userId: string): { key: string; title: string; rank: number } {
  const m = f.expand?.member;
  if (!m) return { key: f.member, title: t('reports.timeline.someone'), rank: 3 };
  if (m.user === userId) return { key: m.id, title: t('files.me'), rank: 0 };
  if (isMinorNow(m)) return { key: m.id, title: t('files.minor', { name: personName(m, { fallback: t('reports.timeline.someone') }) }), rank: 1 };
  return { key: m.id, title: personName(m, { fallback: t('reports.timeline.someone') }), rank: 2 };
}

export function groupFiles(files: VaultFile[], by: 'kind' | 'person', userId: string): VaultGroup[] {
  const groups = new Map<string, VaultGroup & { rank: number }>();
  for (const f of files) {
    const g =
      by === 'kind'
        ? {
            key: f.kind || 'other',
            title: kindLabel(f.kind),
            rank: FILE_KINDS.findIndex((k) => k.value === (f.kind || 'other')),
          }
        : personGroupTitle(f, userId);
    const entry = groups.get(g.key) ?? { ...g, files: [] };
    entry.files.push(f);
    groups.set(g.key, entry);
  }
  return [...groups.values()].sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title));
}

function FileRow({ f, showPerson }: { f: VaultFile; showPerson: boolean }) {
  const Icon = previewKind(f.file) === 'image' ? IconPhoto : IconFileText;
  const tr = useT();
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Icon size={22} aria-hidden color="var(--mantine-color-teal-8)" />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/files/${f.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {f.title || f.file}
            </Anchor>
            <Text size="sm" c="gray.7">
              {kindLabel(f.kind)}
              {showPerson && f.expand?.member ? ` · ${personName(f.expand.member, { fallback: t('reports.timeline.someone') })}` : ''} ·{' '}
              {formatDay(f.created)}
            </Text>
          </Stack>
        </Group>
        {f.shared_with_counselor ? (
          <Badge variant="outline" color="teal.9" style={{ flexShrink: 0 }}>
            {tr('circles.shared')}
          </Badge>
        ) : (
          <Badge variant="outline" color="gray.8" style={{ flexShrink: 0 }}>
            {tr('files.private')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/**
 * the vault: filters (person, kind, search) and the files grouped by kind or by person. A member's
 * vault follows the person switcher (the route places it); staff pick a person here.
 */
export function VaultList({ files, userId, staff }: { files: VaultFile[]; userId: string; staff: boolean }) {
  const [by, setBy] = useState<'kind' | 'person'>(staff ? 'person' : 'kind');
  const tr = useT();
  const [kind, setKind] = useState<string | null>(null);
  const [person, setPerson] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const choice = usePersonFilter(staff ? undefined : userId);
  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const f of files) seen.set(f.member, personGroupTitle(f, userId).title);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [files, userId]);
  const shown = files.filter(
    (f) =>
      (!kind || f.kind === kind) &&
      (!person || f.member === person) &&
      shownFor(choice, f.member) &&
      (!q.trim() || `${f.title} ${f.file}`.toLowerCase().includes(q.trim().toLowerCase())),
  );
  const groups = groupFiles(shown, by, userId);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={tr('files.list.group')}
          value={by}
          onChange={(v) => setBy(v as 'kind' | 'person')}
          data={[
            { value: 'kind', label: tr('files.list.byKind') },
            { value: 'person', label: tr('files.list.byPerson') },
          ]}
        />
        <Select
          label={tr('reports.fact.kind')}
          placeholder={tr('reports.queue.allKinds')}
          clearable
          data={fileKindOptions()}
          value={kind}
          onChange={setKind}
          w={190}
        />
        {staff && people.length > 1 ? (
          <Select
            label={tr('files.person')}
            placeholder={tr('files.list.everyone')}
            clearable
            data={people}
            value={person}
            onChange={setPerson}
            w={190}
          />
        ) : null}
        <TextInput
          label={tr('files.list.search')}
          placeholder={tr('files.list.searchHint')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={200}
        />
      </Group>
      {groups.length === 0 ? (
        <EmptyState title={tr('files.list.noMatch')}>{tr('files.list.noMatchBody')}</EmptyState>
      ) : (
        groups.map((g) => (
          <Stack key={g.key} gap="xs" component="section" aria-label={g.title}>
            <Title order={2} size="h4">
              {g.title}{' '}
              <Text span c="gray.7" fw={400} size="sm">
                ({g.files.length})
              </Text>
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {g.files.map((f) => (
                <FileRow key={f.id} f={f} showPerson={by === 'kind'} />
              ))}
            </Stack>
          </Stack>
        ))
      )}
    </Stack>
  );
}
