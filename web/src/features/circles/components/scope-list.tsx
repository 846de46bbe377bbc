import { Group, Badge } from '@mantine/core';
import { scopeLabel } from '../lib/labels';
import { useT } from '../../../i18n/use-t';

/** the granted scopes as quiet chips */
export function ScopeList({ scopes, label }: { scopes: readonly string[]; label?: string }) {
  const t = useT();
  if (!scopes.length) return null;
  return (
    <Group gap={6} aria-label={label ?? t('circles.shared')} role="list">
      {scopes.map((s) => (
        <Badge key={s} role="listitem" variant="outline" color="green.9" tt="none">
          {scopeLabel(s)}
        </Badge>
      ))}
    </Group>
  );
}
