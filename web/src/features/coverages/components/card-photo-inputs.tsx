import { FileInput, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CoverageRecord } from '../api/coverage-actions';
import type { CoverageValues } from '../lib/coverage-form-values';
import { CardPhoto } from './card-photo';
import { useT } from '../../../i18n/use-t';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/heic,image/gif';

/** Photos of the card front and back: the stored one shows until a new one is chosen. */
export function CardPhotoInputs({
  form,
  coverage,
}: {
  form: UseFormReturnType<CoverageValues>;
  coverage: CoverageRecord | null;
}) {
  const { front, back } = form.values;
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Stack gap="xs">
        {coverage?.card_front && !front ? <CardPhoto record={coverage} field="card_front" /> : null}
        <FileInput
          label={t('coverages.photo.frontInput')}
          accept={IMAGE_TYPES}
          {...form.getInputProps('front')}
          clearable
          clearButtonProps={{ 'aria-label': t('coverages.photo.removeFront') }}
          placeholder={t('coverages.photo.choose')}
        />
      </Stack>
      <Stack gap="xs">
        {coverage?.card_back && !back ? <CardPhoto record={coverage} field="card_back" /> : null}
        <FileInput
          label={t('coverages.photo.backInput')}
          accept={IMAGE_TYPES}
          {...form.getInputProps('back')}
          clearable
          clearButtonProps={{ 'aria-label': t('coverages.photo.removeBack') }}
          placeholder={t('coverages.photo.choose')}
        />
      </Stack>
    </SimpleGrid>
  );
}
