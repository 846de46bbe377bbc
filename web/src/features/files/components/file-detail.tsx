import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Image, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useLinkables, vaultError, viewerPath, type VaultFile } from '../api/files-api';
import { useDeleteFile } from '../api/use-delete-file';
import { useUpdateFile } from '../api/use-update-file';
import { fileUrl } from '../api/use-file-token';
import { useFileToken } from '../../../lib/file-token';
import { kindLabel, previewKind } from '../lib/file-kinds';
import { t as translate } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

type LinkField = 'report' | 'task' | 'appointment';
const LINK_WORDS: Record<LinkField, MessageId> = {
  report: 'files.link.report',
  task: 'files.link.task',
  appointment: 'files.link.appointment',
};
const LINK_TO: Record<LinkField, MessageId> = {
  report: 'files.link.toReport',
  task: 'files.link.toTask',
  appointment: 'files.link.toAppointment',
};
const LINK_PATHS: Record<LinkField, string> = { report: '/reports/', task: '/tasks/', appointment: '/appointments/' };

function linked(f: VaultFile): { field: LinkField; id: string; title: string } | null {
  for (const field of ['report', 'task', 'appointment'] as const) {
    if (f[field]) return { field, id: f[field], title: f.expand?.[field]?.title || translate(LINK_WORDS[field]) };
  }
  return null;
}

/** /files/{id}: preview, facts, link, sharing, download, comments; owners edit, others read */
export function FileDetail({ file, userId, canEdit }: { file: VaultFile; userId: string; canEdit: boolean }) {
  const navigate = useNavigate();
  const t = useT();
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
    ? t('files.detail.deleteFailed')
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
        {m ? <Text size="sm">{m.user === userId ? t('files.detail.yours') : t('files.detail.for', { name: personName(m, { fallback: t('reports.timeline.someone') }) })}</Text> : null}
      </Group>
      <Paper withBorder p="sm" radius="md">
        {kind === 'image' && src ? (
          <Image src={src} alt={t('reports.attachments.preview', { name: file.title || file.file })} mah={320} fit="contain" radius="sm" />
        ) : (
          <Text c="gray.7">
            {kind === 'pdf' ? t('files.detail.pdf') : t('files.detail.download')} · {file.file}
          </Text>
        )}
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={viewerPath(file)} leftSection={<IconEye size={18} aria-hidden />}>
          {t('files.detail.openViewer')}
        </Button>
        <Button
          component="a"
          href={token.data ? fileUrl(file.collectionId, file.id, file.file, token.data, true) : undefined}
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          disabled={!token.data}
        >
          {t('files.detail.downloadButton')}
        </Button>
        {canEdit ? (
          <Button component={Link} to={`/edit/files/${file.id}`} variant="default">
            {t('files.detail.edit')}
          </Button>
        ) : null}
        {file.kind === 'insurance_card' && canEdit ? (
          <Button component={Link} to={`/coverages/new?file=${encodeURIComponent(file.id)}`} variant="light">
            {t('files.detail.createCoverage')}
          </Button>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text fw={600}>{t('files.detail.linked')}</Text>
        {link ? (
          <Text>
            {t('reports.fact.label', { label: t(LINK_WORDS[link.field]) })}{' '}
            <Anchor component={Link} to={`${LINK_PATHS[link.field]}${link.id}`}>
              {link.title}
            </Anchor>
          </Text>
        ) : (
          <Text c="gray.7">{t('files.detail.notLinked')}</Text>
        )}
        {canEdit ? (
          <Group gap="sm" align="flex-end">
            <Select
              label={t('files.detail.linkType')}
              data={[
                { value: 'report', label: t('files.link.report') },
                { value: 'task', label: t('files.link.task') },
                { value: 'appointment', label: t('files.link.appointment') },
              ]}
              value={linkField}
              onChange={(v) => v && setLinkField(v as LinkField)}
              allowDeselect={false}
              w={160}
            />
            <Select
              label={t(LINK_TO[linkField])}
              placeholder={links.isPending ? t('files.loading') : t('files.none')}
              clearable
              searchable
              data={links.data?.[linkField] ?? []}
              value={file[linkField] || null}
              nothingFoundMessage={t('files.nothingToLink')}
              disabled={busy}
              onChange={(v) => save({ report: '', task: '', appointment: '', [linkField]: v ?? '' })}
              w={240}
            />
          </Group>
        ) : null}
      </Stack>
      <Switch
        label={t('files.detail.shared')}
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
            if (!window.confirm(t('files.detail.confirmDelete'))) return;
            update.reset();
            remove.mutate(undefined, { onSuccess: () => void navigate('/files', { replace: true }) });
          }}
        >
          {t('files.detail.delete')}
        </Button>
      ) : null}
    </Stack>
  );
}
