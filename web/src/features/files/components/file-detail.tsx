import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Image, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useLinkables, vaultError, viewerPath, type VaultFile } from '../api/files-api';
import { useDeleteFile } from '../api/use-delete-file';
import { useUpdateFile } from '../api/use-update-file';
import { fileUrl, useFileToken } from '../api/use-file-token';
import { kindLabel, personName, previewKind } from '../lib/file-kinds';

type LinkField = 'report' | 'task' | 'appointment';
const LINK_WORDS: Record<LinkField, string> = { report: 'Report', task: 'Task', appointment: 'Appointment' };
const LINK_PATHS: Record<LinkField, string> = { report: '/reports/', task: '/tasks/', appointment: '/appointments/' };

function linked(f: VaultFile): { field: LinkField; id: string; title: string } | null {
  for (const field of ['report', 'task', 'appointment'] as const) {
    if (f[field]) return { field, id: f[field], title: f.expand?.[field]?.title || LINK_WORDS[field] };
  }
  return null;
}

/** /files/{id}: preview, facts, link, sharing, download, comments; owners edit, others read */
export function FileDetail({ file, userId, canEdit }: { file: VaultFile; userId: string; canEdit: boolean }) {
  const navigate = useNavigate();
  const token = useFileToken();
  const links = useLinkables(canEdit ? file.member : '');
  const update = useUpdateFile(file.id);
  const remove = useDeleteFile(file.id);
  const [sharedNow, setSharedNow] = useState<boolean | null>(null);
  const [linkField, setLinkField] = useState<LinkField>(linked(file)?.field ?? 'report');
  const busy = update.isPending;
  const save = (body: Record<string, unknown>, onError?: () => void) => {
    remove.reset();
    update.mutate(body, { onError });
  };
  const failure = remove.isError
    ? 'The file could not be deleted. Try again in a moment.'
    : update.error
      ? vaultError(update.error)
      : null;
  const kind = previewKind(file.file);
  const src = token.data ? fileUrl(file.collectionId, file.id, file.file, token.data) : '';
  const link = linked(file);
  const m = file.expand?.member;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="outline" color="teal.9">
          {kindLabel(file.kind)}
        </Badge>
        {m ? <Text size="sm">{m.user === userId ? 'Yours' : `For ${personName(m)}`}</Text> : null}
      </Group>
      <Paper withBorder p="sm" radius="md">
        {kind === 'image' && src ? (
          <Image src={src} alt={`Preview of ${file.title || file.file}`} mah={320} fit="contain" radius="sm" />
        ) : (
          <Text c="gray.7">
            {kind === 'pdf' ? 'PDF document' : 'This file is offered as a download.'} · {file.file}
          </Text>
        )}
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={viewerPath(file)} leftSection={<IconEye size={18} aria-hidden />}>
          Open in viewer
        </Button>
        <Button
          component="a"
          href={token.data ? fileUrl(file.collectionId, file.id, file.file, token.data, true) : undefined}
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          disabled={!token.data}
        >
          Download
        </Button>
        {canEdit ? (
          <Button component={Link} to={`/edit/files/${file.id}`} variant="default">
            Edit details
          </Button>
        ) : null}
        {file.kind === 'insurance_card' && canEdit ? (
          <Button component={Link} to={`/coverages/new?file=${encodeURIComponent(file.id)}`} variant="light">
            Create coverage from this
          </Button>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text fw={600}>Linked record</Text>
        {link ? (
          <Text>
            {LINK_WORDS[link.field]}:{' '}
            <Anchor component={Link} to={`${LINK_PATHS[link.field]}${link.id}`}>
              {link.title}
            </Anchor>
          </Text>
        ) : (
          <Text c="gray.7">Not linked to a report, task or appointment.</Text>
        )}
        {canEdit ? (
          <Group gap="sm" align="flex-end">
            <Select
              label="Link type"
              data={[
                { value: 'report', label: 'Report' },
                { value: 'task', label: 'Task' },
                { value: 'appointment', label: 'Appointment' },
              ]}
              value={linkField}
              onChange={(v) => v && setLinkField(v as LinkField)}
              allowDeselect={false}
              w={160}
            />
            <Select
              label={`Link to a ${linkField}`}
              placeholder={links.isPending ? 'Loading…' : 'None'}
              clearable
              searchable
              data={links.data?.[linkField] ?? []}
              value={file[linkField] || null}
              nothingFoundMessage="Nothing to link"
              disabled={busy}
              onChange={(v) => save({ report: '', task: '', appointment: '', [linkField]: v ?? '' })}
              w={240}
            />
          </Group>
        ) : null}
      </Stack>
      <Switch
        label="Shared with counselor"
        checked={sharedNow ?? file.shared_with_counselor}
        disabled={!canEdit || busy}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setSharedNow(on);
          save({ shared_with_counselor: on }, () => setSharedNow(null));
        }}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {canEdit ? (
        <Button
          color="red"
          variant="subtle"
          w="fit-content"
          onClick={() => {
            if (!window.confirm('Delete this file? This cannot be undone.')) return;
            update.reset();
            remove.mutate(undefined, { onSuccess: () => void navigate('/files', { replace: true }) });
          }}
        >
          Delete file
        </Button>
      ) : null}
    </Stack>
  );
}
