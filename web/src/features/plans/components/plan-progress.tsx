import { Group, Progress, Text } from '@mantine/core';

/** The server-computed progress of a plan (done / counted tasks). */
export function PlanProgress({ value, title }: { value: number; title: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value || 0)));
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          Progress
        </Text>
        <Text size="sm">{pct}% done</Text>
      </Group>
      <Progress value={pct} aria-label={`Progress of ${title}`} color={pct === 100 ? 'green.9' : 'green.7'} size="lg" />
    </div>
  );
}
