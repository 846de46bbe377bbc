import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CoverageRecord } from '../api/coverage-actions';
import type { CoverageValues } from '../lib/coverage-form-values';
import { formatDay } from '../../../lib/format-date';

/** "Spent so far this plan year": the deductible and out-of-pocket amounts met (editing only). */
export function SpentSoFarFields({
  form,
  coverage,
}: {
  form: UseFormReturnType<CoverageValues>;
  coverage: CoverageRecord;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Spent so far this plan year
      </Text>
      <Text size="xs" c="dimmed">
        From your latest explanation of benefits or the insurer&apos;s app.
        {coverage.accumulators?.as_of ? ` Last updated ${formatDay(`${coverage.accumulators.as_of.slice(0, 10)} 12:00:00.000Z`) || coverage.accumulators.as_of.slice(0, 10)}.` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Deductible met"
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...form.getInputProps('deductibleMet')}
        />
        <NumberInput
          label="Out-of-pocket met"
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
