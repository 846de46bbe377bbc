import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Anchor, Avatar, Button, FileInput, Group, MultiSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { htmlToText } from '../../../lib/html-text';
import { counselorsLanguagesLabels, counselorsSpecialtiesLabels, selectOptions } from '../../../lib/select-labels';
import { counselorPhotoUrl, type CounselorInput, type CounselorRow } from '../api/my-details';
import { useSaveCounselor } from '../api/use-save-counselor';
import { AVATAR_TYPES } from './avatar-upload';
import { useT } from '../../../i18n/use-t';

const LANGUAGES = selectOptions(counselorsLanguagesLabels);
const SPECIALTIES = selectOptions(counselorsSpecialtiesLabels);
/** the counselors.photo field takes up to 2 MB */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** What members see of a counselor: photo, name, bio, languages, specialties; with the public page and the availability editor one tap away. */
export function CounselorProfileForm({ counselor }: { counselor: CounselorRow }) {
  const t = useT();
  const save = useSaveCounselor(counselor);
  const [saved, setSaved] = useState(false);
  const form = useForm<CounselorInput>({
    mode: 'controlled',
    initialValues: {
      display_name: counselor.display_name || '',
      bio: htmlToText(counselor.bio || ''),
      credentials: counselor.credentials || '',
      languages: counselor.languages ?? [],
      specialties: counselor.specialties ?? [],
      photo: null,
    },
    validate: {
      display_name: (v) => (v.trim() ? null : t('profile.publicNameRequired')),
      languages: (v) => (v.length ? null : t('profile.languagesRequired')),
      photo: (f) =>
        !f
          ? null
          : !AVATAR_TYPES.split(',').includes(f.type)
            ? t('profile.imageType')
            : f.size > PHOTO_MAX_BYTES
              ? t('profile.imageSize', { mb: 2 })
              : null,
    },
  });
  const submit = form.onSubmit((v) => {
    setSaved(false);
    save.mutate(v, {
      onSuccess: () => {
        setSaved(true);
        form.setFieldValue('photo', null);
      },
      onError: (err) => applyStoreErrors(form, err, 'saveProfile'),
    });
  });
  const own = paths.counselor.href(counselor.id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="public-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="public-title">
            {t('profile.publicTitle')}
          </Title>
          <Group gap="md">
            <Avatar
              src={counselorPhotoUrl(counselor)}
              alt={counselor.photo ? t('profile.publicPhotoOf', { name: counselor.display_name }) : undefined}
              size={72}
              radius="xl"
              color="green"
            >
              {(counselor.display_name || '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4}>
              <Anchor component={Link} to={own}>
                {t('profile.myPublic')}
              </Anchor>
              <Anchor component={Link} to={`${own}#availability`}>
                {t('profile.availability')}
              </Anchor>
            </Stack>
          </Group>
          <FileInput
            label={t('profile.publicPhoto')}
            accept={AVATAR_TYPES}
            clearable
            placeholder={t('profile.chooseImage')}
            {...form.getInputProps('photo')}
          />
          <TextInput label={t('profile.publicName')} required {...form.getInputProps('display_name')} />
          <TextInput label={t('profile.credentials')} placeholder={t('profile.credentialsExample')} {...form.getInputProps('credentials')} />
          <Textarea label={t('profile.about')} description={t('profile.aboutHint')} autosize minRows={3} {...form.getInputProps('bio')} />
          <MultiSelect label={t('profile.languages')} data={LANGUAGES} required {...form.getInputProps('languages')} />
          <MultiSelect label={t('profile.specialties')} data={SPECIALTIES} {...form.getInputProps('specialties')} />
          {saved && save.isSuccess ? (
            <Alert color="green" role="status">
              {t('profile.publicSaved')}
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error, 'saveProfile')}
            </Alert>
          ) : null}
          <Text size="sm" c="gray.7">
            {t('profile.publicHint')}
          </Text>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.savePublic')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
