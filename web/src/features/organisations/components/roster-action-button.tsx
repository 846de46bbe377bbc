import { Button } from '@mantine/core';
import type { RosterAction, useRosterAction } from '../api/use-roster-action';
import { useT } from '../../../i18n/use-t';

/** one of a roster row's or an invitation's actions, named with the person it acts on ("Resend invite Bo Chen") */
export function RosterActionButton({
  act,
  label,
  action,
  who,
  color,
}: {
  act: ReturnType<typeof useRosterAction>;
  label: string;
  action: RosterAction;
  who: string;
  color?: string;
}) {
  const t = useT();
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={color}
      loading={act.isPending && act.variables.label === label}
      onClick={() => act.mutate({ label, action })}
      aria-label={t('org.actionFor', { action: label, name: who })}
    >
      {label}
    </Button>
  );
}
