import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, List, Progress, Stack, Table, Text } from '@mantine/core';
import { ImportRefused, type ImportReport, type RosterColumns, type RosterMapping } from '../api/org-actions';
import { useImportRoster, useInviteAllPending } from '../api/use-import-roster';
import { day } from '../lib/org-labels';
import { needsMapping, RosterMappingForm } from './roster-mapping';

const ACTION: Record<string, { label: string; color: string }> = {
  create: { label: 'New', color: 'blue.9' }, update: { label: 'Update', color: 'violet.9' }, unchanged: { label: 'No change', color: 'gray.8' },
  error: { label: 'Error', color: 'red.9' },
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; p: number }
  | { kind: 'mapping'; columns: RosterColumns; checking: boolean }
  | { kind: 'preview'; report: ImportReport } | { kind: 'importing'; p: number; total: number } | { kind: 'done'; report: ImportReport };

function Report({ report }: { report: ImportReport }) {
  const errorsByLine = new Map<number, string[]>();
  for (const e of report.rowErrors) errorsByLine.set(e.line, [...(errorsByLine.get(e.line) ?? []), e.message]);
  return (
    <Stack gap="sm">
      <Text>
        {report.total.toLocaleString('en-US')} rows: {report.counts.create} new, {report.counts.update} to update, {report.counts.unchanged} unchanged
        {report.invalidRows ? `, ${report.invalidRows} with problems (not imported)` : ''}.
      </Text>
      {report.rowErrors.length ? (
        <Alert
          color="red"
          title={`${report.invalidRows} row${report.invalidRows === 1 ? ' has a problem' : 's have problems'}: ${report.valid ? 'they will be skipped' : 'fix them and upload the file again'}`}
          role="alert"
        >
          {report.valid ? (
            <Text size="sm" mb="xs">
              The other rows can be imported now. Download the rows with problems, fix them and upload that file afterwards.
            </Text>
          ) : null}
          <List size="sm" spacing={2}>
            {report.rowErrors.slice(0, 100).map((e) => (
              <List.Item key={`${e.line}-${e.column}`}>
                Line {e.line}, {e.column}: {e.message}
              </List.Item>
            ))}
          </List>
          {report.rowErrors.length > 100 ? <Text size="sm">…and {report.rowErrors.length - 100} more.</Text> : null}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={560} mah={360}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>Preview of the first {report.rows.length} rows</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Employee ID</Table.Th>
              <Table.Th scope="col">Eligible</Table.Th>
              <Table.Th scope="col">Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.email}</Table.Td>
                <Table.Td>{r.employee_id}</Table.Td>
                <Table.Td>{r.eligibility_start ? `${day(r.eligibility_start)} – ${day(r.eligibility_end)}` : '—'}</Table.Td>
                <Table.Td>
                  <Badge color={ACTION[r.action]!.color} variant="filled" radius="sm">
                    {ACTION[r.action]!.label}
                  </Badge>
                  {errorsByLine.get(r.line)?.map((m) => (
                    <Text key={m} size="xs" c="red.8">
                      {m}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** the rows with problems, as the CSV the server gave back, saved by the browser */
function DownloadInvalid({ report, fileName }: { report: ImportReport; fileName: string }) {
  if (!report.invalidCsv) return null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([report.invalidCsv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName.replace(/\.csv$/i, '') || 'roster'}-rows-to-fix.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="default" size="xs" onClick={download} w="fit-content">
      {`Download the ${report.invalidRows} row${report.invalidRows === 1 ? '' : 's'} to fix (CSV)`}
    </Button>
  );
}

/** E/B: CSV upload → (columns matched by hand when some were not recognised) → checked preview with per-row problems → import the valid rows → invite */
export function RosterImport({ employer }: { employer: string }) {
  const importer = useImportRoster(employer);
  const inviter = useInviteAllPending(employer);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  // the columns as matched by hand (null: as recognised)
  const [mapping, setMapping] = useState<RosterMapping | null>(null);

  const check = (f: File | null) => {
    setFile(f);
    setError(null);
    setMapping(null);
    inviter.reset();
    if (!f) return;
    setPhase({ kind: 'checking', p: 0 });
    importer.mutate(
      { file: f, apply: false, onProgress: (p) => setPhase({ kind: 'checking', p }) },
      {
        onSuccess: (report) => {
          if (needsMapping(report.columns)) return setPhase({ kind: 'mapping', columns: report.columns, checking: false });
          setPhase({ kind: 'preview', report });
          if (report.fileErrors.length) setError(report.fileErrors.join(' '));
        },
        onError: (err) => {
          setPhase({ kind: 'idle' });
          setError(err.message || 'The file could not be checked. Try again.');
        },
      },
    );
  };

  /** checks the file again with the columns chosen by hand */
  const checkMapped = (columns: RosterColumns, chosen: RosterMapping) => {
    if (!file) return;
    setMapping(chosen);
    setError(null);
    setPhase({ kind: 'mapping', columns, checking: true });
    importer.mutate(
      { file, apply: false, mapping: chosen },
      {
        onSuccess: (report) => {
          setPhase({ kind: 'preview', report });
          if (report.fileErrors.length) setError(report.fileErrors.join(' '));
        },
        onError: (err) => {
          setPhase({ kind: 'mapping', columns, checking: false });
          setError(err.message || 'The file could not be checked. Try again.');
        },
      },
    );
  };

  const cancel = () => {
    setFile(null);
    setMapping(null);
    setError(null);
    setPhase({ kind: 'idle' });
  };

  const apply = () => {
    if (!file || phase.kind !== 'preview') return;
    const total = phase.report.total;
    setPhase({ kind: 'importing', p: 0, total });
    importer.mutate(
      { file, apply: true, mapping, onProgress: (p) => setPhase({ kind: 'importing', p, total }) },
      {
        onSuccess: (report) => setPhase({ kind: 'done', report }),
        onError: (err) => {
          if (err instanceof ImportRefused && err.report) setPhase({ kind: 'preview', report: err.report });
          else setPhase({ kind: 'idle' });
          setError(err.message || 'The import failed. Nothing was imported.');
        },
      },
    );
  };

  const inviteAll = () => {
    setError(null);
    inviter.mutate(undefined, { onError: (err) => setError(err.message || 'The invitations could not be sent. Try again.') });
  };
  const invited = inviter.data ? inviteAllSentence(inviter.data) : null;

  const preview = phase.kind === 'preview' ? phase.report : null;
  const ready = preview && !preview.fileErrors.length && preview.valid > 0;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8">
        A UTF-8 CSV file with a header row: <strong>name</strong> (or first_name and last_name) and <strong>email</strong> (required), employee_id, dob,
        eligibility_start, eligibility_end (YYYY-MM-DD); the usual HR export headers (First Name, Work Email, Employee Number…) are recognised, and you can match other headers to these fields. Up to 50,000
        rows. Rows with a problem are skipped and given back to fix. Rows already on the roster (same employee ID or email) are updated, not duplicated.
      </Text>
      <Group gap="sm">
        <FileButton onChange={check} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} variant="light" loading={phase.kind === 'checking'}>
              {file ? 'Choose another CSV file' : 'Upload CSV file'}
            </Button>
          )}
        </FileButton>
        {file ? <Text size="sm">{file.name}</Text> : null}
      </Group>
      {phase.kind === 'checking' ? <Progress value={phase.p * 100} aria-label="Checking the file" animated /> : null}
      {error ? (
        <Alert color="red" role="alert" title="Nothing was imported">
          {error}
        </Alert>
      ) : null}
      {phase.kind === 'importing' ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            {phase.p < 1 ? `Uploading ${phase.total.toLocaleString('en-US')} rows… ${Math.round(phase.p * 100)}%` : `Importing ${phase.total.toLocaleString('en-US')} rows…`}
          </Text>
          <Progress value={phase.p < 1 ? phase.p * 90 : 95} aria-label="Import progress" animated striped />
        </Stack>
      ) : null}
      {phase.kind === 'mapping' ? (
        <RosterMappingForm
          key={file?.name ?? ''}
          columns={phase.columns}
          previous={mapping}
          busy={phase.checking}
          onSubmit={(chosen) => checkMapped(phase.columns, chosen)}
          onCancel={cancel}
        />
      ) : null}
      {preview && (mapping || needsMapping(preview.columns)) ? (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setPhase({ kind: 'mapping', columns: preview.columns, checking: false })}>
          Change the columns
        </Button>
      ) : null}
      {preview ? <Report report={preview} /> : null}
      {preview && preview.invalidRows ? <DownloadInvalid report={preview} fileName={file?.name ?? ''} /> : null}
      {ready ? (
        <Button onClick={apply} w="fit-content">
          {preview.invalidRows
            ? `Import ${preview.valid.toLocaleString('en-US')} valid row${preview.valid === 1 ? '' : 's'}`
            : `Import ${preview.total.toLocaleString('en-US')} rows`}
        </Button>
      ) : null}
      {phase.kind === 'done' && phase.report.applied ? (
        <Alert color="green" role="status" title="Roster imported">
          {phase.report.applied.created} added, {phase.report.applied.updated} updated, {phase.report.applied.unchanged} unchanged.
          {phase.report.skipped ? ` ${phase.report.skipped} row${phase.report.skipped === 1 ? '' : 's'} with problems not imported.` : ''}
          {phase.report.skipped ? (
            <Group mt="xs">
              <DownloadInvalid report={phase.report} fileName={file?.name ?? ''} />
            </Group>
          ) : null}
          <Group mt="sm">
            <Button size="xs" onClick={inviteAll}>
              Invite everyone not yet invited
            </Button>
          </Group>
        </Alert>
      ) : null}
      {invited ? <Alert color={inviter.data?.mail === 'sent' ? 'green' : 'yellow'} role="status">{invited}</Alert> : null}
    </Stack>
  );
}

const people = (n: number) => `${n.toLocaleString('en-US')} employee${n === 1 ? '' : 's'}`;

/** what "Invite everyone not yet invited" really did: invitations created apart from emails sent */
function inviteAllSentence({ invited, sent, mail }: { invited: number; sent: number; mail: string }): string {
  if (!invited) return 'Everyone on the roster already has an invitation.';
  if (sent === invited) return `Invitations emailed to ${people(sent)}.`;
  const why =
    mail === 'not_configured'
      ? 'Email is not set up on this Covey server'
      : 'The email could not be sent';
  return `${people(invited)} invited. ${why}, so ${sent ? `only ${sent.toLocaleString('en-US')} were emailed` : 'nothing was emailed'}: use "Copy link" on each row of the roster and send the links yourself.`;
}
