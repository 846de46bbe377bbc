import { useState } from 'react';
import { Accordion } from '@mantine/core';
import { InviteForm } from './invite-form';
import { InvitePersonForm } from './invite-person-form';
import { RosterImport } from './roster-import';
import { useT } from '../../../i18n/use-t';

/** the roster's ways in: one employee, an admin, a CSV import (each form mounts when its panel opens) */
export function RosterInvites({ employer }: { employer: string }) {
  const t = useT();
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion variant="separated" multiple value={open} onChange={setOpen}>
      <Accordion.Item value="invite">
        <Accordion.Control>{t('org.invite.employeeTitle')}</Accordion.Control>
        <Accordion.Panel>
          {open.includes('invite') ? <InviteForm employer={employer} /> : null}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="admin">
        <Accordion.Control>{t('org.invite.adminTitle')}</Accordion.Control>
        <Accordion.Panel>
          {open.includes('admin') ? (
            <InvitePersonForm kind="employer_admin" target={{ employer }} label={t('org.invite.adminTitle')} submitLabel={t('org.invite.adminSubmit')} />
          ) : null}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="import">
        <Accordion.Control>{t('org.import.title')}</Accordion.Control>
        <Accordion.Panel>
          {open.includes('import') ? <RosterImport employer={employer} /> : null}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
