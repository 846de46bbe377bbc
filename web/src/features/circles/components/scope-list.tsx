import { Group, Badge } from '@mantine/core';
import { scopeLabel } from '../lib/labels';

/** the granted scopes as quiet chips */
export function ScopeList({ scopes, label = 'Shared' }: { scopes: readonly string[]; label?: string }) {
  if (!scopes.length) return null;
  return (
    <Group gap={6} aria-label={label} role="list">
      {scopes.map((s) => (
        <Badge key={s} role="listitem" variant="outline" color="green.9" tt="none">
          {scopeLabel(s)}
        </Badge>
      ))}
    </Group>
  );
}
