import { useState } from 'react';
import { Accordion } from '@mantine/core';
import { InviteForm } from './invite-form';
import { InvitePersonForm } from './invite-person-form';
import { RosterImport } from './roster-import';

/** the roster's ways in: one employee, an admin, a CSV import (each form mounts when its panel opens) */
export function RosterInvites({ employer }: { employer: string }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion variant="separated" multiple value={open} onChange={setOpen}>
      <Accordion.Item value="invite">
        <Accordion.Control>Invite an employee</Accordion.Control>
        <Accordion.Panel>
          {open.includes('invite') ? <InviteForm employer={employer} /> : null}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="admin">
        <Accordion.Control>Invite an admin</Accordion.Control>
        <Accordion.Panel>
          {open.includes('admin') ? (
            <InvitePersonForm kind="employer_admin" target={{ employer }} label="Invite an admin" submitLabel="Invite admin" />
          ) : null}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="import">
        <Accordion.Control>Import a roster (CSV)</Accordion.Control>
        <Accordion.Panel>
          {open.includes('import') ? <RosterImport employer={employer} /> : null}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
