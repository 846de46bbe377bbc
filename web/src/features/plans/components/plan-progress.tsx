import { Group, Progress, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

/** The server-computed progress of a plan (done / counted tasks). */
export function PlanProgress({ value, title }: { value: number; title: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value || 0)));
  const t = useT();
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {t('plans.progress')}
        </Text>
        <Text size="sm">{t('plans.percentDone', { pct })}</Text>
      </Group>
      <Progress value={pct} aria-label={t('plans.progressOf', { title })} color={pct === 100 ? 'green.9' : 'green.7'} size="lg" />
    </div>
  );
}
