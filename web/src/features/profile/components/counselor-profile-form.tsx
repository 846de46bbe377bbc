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

const LANGUAGES = selectOptions(counselorsLanguagesLabels);
const SPECIALTIES = selectOptions(counselorsSpecialtiesLabels);
/** the counselors.photo field takes up to 2 MB */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** What members see of a counselor: photo, name, bio, languages, specialties; with the public page and the availability editor one tap away. */
export function CounselorProfileForm({ counselor }: { counselor: CounselorRow }) {
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
      display_name: (v) => (v.trim() ? null : 'Enter the name members see.'),
      languages: (v) => (v.length ? null : 'Choose at least one language you counsel in.'),
      photo: (f) =>
        !f ? null : !AVATAR_TYPES.split(',').includes(f.type) ? 'Choose a PNG, JPEG, WebP or GIF image.' : f.size > PHOTO_MAX_BYTES ? 'Choose an image smaller than 2 MB.' : null,
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
            What members see
          </Title>
          <Group gap="md">
            <Avatar
              src={counselorPhotoUrl(counselor)}
              alt={counselor.photo ? `Public photo of ${counselor.display_name}` : undefined}
              size={72}
              radius="xl"
              color="green"
            >
              {(counselor.display_name || '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4}>
              <Anchor component={Link} to={own}>
                My public profile
              </Anchor>
              <Anchor component={Link} to={`${own}#availability`}>
                Availability
              </Anchor>
            </Stack>
          </Group>
          <FileInput
            label="Public photo"
            accept={AVATAR_TYPES}
            clearable
            placeholder="Choose an image"
            {...form.getInputProps('photo')}
          />
          <TextInput label="Name members see" required {...form.getInputProps('display_name')} />
          <TextInput label="Credentials" placeholder="Certified benefits counselor" {...form.getInputProps('credentials')} />
          <Textarea label="About you" description="A few sentences members read before they book you." autosize minRows={3} {...form.getInputProps('bio')} />
          <MultiSelect label="Languages you counsel in" data={LANGUAGES} required {...form.getInputProps('languages')} />
          <MultiSelect label="Specialties" data={SPECIALTIES} {...form.getInputProps('specialties')} />
          {saved && save.isSuccess ? (
            <Alert color="green" role="status">
              Saved. Members see the new profile now.
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error, 'saveProfile')}
            </Alert>
          ) : null}
          <Text size="sm" c="gray.7">
            Your account photo and name above are for signing in and messages; this card is your public profile.
          </Text>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save public profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
