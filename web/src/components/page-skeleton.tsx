import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The shape of a page while its data loads: a heading and a few cards (never a blank page). */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack gap="lg" role="status" aria-label={label} aria-busy="true" data-skeleton>
      <span className="covey-visually-hidden">{label}…</span>
      <Stack gap={8}>
        <Skeleton height={32} width="55%" radius="md" />
        <Skeleton height={16} width="75%" radius="md" />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1].map((i) => (
          <Paper key={i} withBorder p="md">
            <Stack gap="sm">
              <Skeleton height={20} width="40%" radius="md" />
              <Skeleton height={14} radius="md" />
              <Skeleton height={14} width="85%" radius="md" />
              <Skeleton height={36} width="35%" radius="md" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Skeleton height={20} width="30%" radius="md" />
          <Skeleton height={14} radius="md" />
          <Skeleton height={14} width="70%" radius="md" />
        </Stack>
      </Paper>
    </Stack>
  );
}
