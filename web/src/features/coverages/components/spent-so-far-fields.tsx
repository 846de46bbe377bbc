import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CoverageRecord } from '../api/coverage-actions';
import type { CoverageValues } from '../lib/coverage-form-values';
import { formatDay } from '../../../lib/format-date';
import { useT } from '../../../i18n/use-t';

/** "Spent so far this plan year": the deductible and out-of-pocket amounts met (editing only). */
export function SpentSoFarFields({
  form,
  coverage,
}: {
  form: UseFormReturnType<CoverageValues>;
  coverage: CoverageRecord;
}) {
  const t = useT();
  const asOf = coverage.accumulators?.as_of;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('coverages.spent.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {asOf
          ? t('coverages.spent.hintUpdated', {
              date: formatDay(`${asOf.slice(0, 10)} 12:00:00.000Z`) || asOf.slice(0, 10),
            })
          : t('coverages.spent.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('coverages.spent.deductible')}
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...form.getInputProps('deductibleMet')}
        />
        <NumberInput
          label={t('coverages.spent.oop')}
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...form.getInputProps('oopMet')}
        />
      </SimpleGrid>
    </Stack>
  );
}
