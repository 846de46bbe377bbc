import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useUploadAvatar } from '../api/use-upload-avatar';
import { DEMO_NOT_SAVED } from './profile-form';
import { useT } from '../../../i18n/use-t';

export const AVATAR_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function AvatarUpload({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useUploadAvatar(user);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: File | null) => {
    setProblem(null);
    upload.reset();
    if (next && !AVATAR_TYPES.split(',').includes(next.type)) return setProblem(t('profile.imageType'));
    if (next && next.size > AVATAR_MAX_BYTES) return setProblem(t('profile.imageSize', { mb: 5 }));
    setFile(next);
  };

  const save = () => {
    if (!file) return;
    if (user.role === 'demo') return setNotice(t(DEMO_NOT_SAVED));
    setProblem(null);
    upload.mutate(file, { onSuccess: onSaved });
  };
  const error =
    problem ?? (upload.error ? (fieldErrors(upload.error, 'uploadAvatar').avatar ?? errorMessage(upload.error, 'uploadAvatar')) : null);

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group>
          <Avatar
            src={preview}
            size={96}
            radius="xl"
            color="green"
            alt={preview ? t('profile.preview') : undefined}
          >
            {(user.name || user.email || '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Text c="gray.7" size="sm" maw={280}>
            {t('profile.photoHint')}
          </Text>
        </Group>
        <FileInput
          label={t('profile.photo')}
          accept={AVATAR_TYPES}
          value={file}
          onChange={choose}
          clearable
          placeholder={t('profile.chooseImage')}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {notice ? (
          <Alert color="grape" role="status">
            {notice}
          </Alert>
        ) : null}
        <Button onClick={save} loading={upload.isPending} disabled={!file} w="fit-content">
          {t('profile.savePhoto')}
        </Button>
      </Stack>
    </Paper>
  );
}
