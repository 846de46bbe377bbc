import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, List, Progress, Stack, Table, Text } from '@mantine/core';
import { ImportRefused, type ImportReport, type RosterColumns, type RosterMapping } from '../api/org-actions';
import { useImportRoster, useInviteAllPending } from '../api/use-import-roster';
import { day } from '../lib/org-labels';
import { needsMapping, RosterMappingForm } from './roster-mapping';
import { formatNumber } from '../../../i18n/format';
import { t as translate } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const ACTION: Record<string, { label: MessageId; color: string }> = {
  create: { label: 'org.import.action.create', color: 'blue.9' }, update: { label: 'org.import.action.update', color: 'violet.9' },
  unchanged: { label: 'org.import.action.unchanged', color: 'gray.8' }, error: { label: 'org.import.action.error', color: 'red.9' },
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; p: number }
  | { kind: 'mapping'; columns: RosterColumns; checking: boolean }
  | { kind: 'preview'; report: ImportReport } | { kind: 'importing'; p: number; total: number } | { kind: 'done'; report: ImportReport };

function Report({ report }: { report: ImportReport }) {
  const t = useT();
  const errorsByLine = new Map<number, string[]>();
  for (const e of report.rowErrors) errorsByLine.set(e.line, [...(errorsByLine.get(e.line) ?? []), e.message]);
  return (
    <Stack gap="sm">
      <Text>
        {report.invalidRows
          ? t('org.import.summaryWithProblems', { total: report.total, create: report.counts.create, update: report.counts.update, unchanged: report.counts.unchanged, invalid: report.invalidRows })
          : t('org.import.summary', { total: report.total, create: report.counts.create, update: report.counts.update, unchanged: report.counts.unchanged })}
      </Text>
      {report.rowErrors.length ? (
        <Alert
          color="red"
          title={report.valid ? t('org.import.problemsSkipped', { count: report.invalidRows }) : t('org.import.problemsFix', { count: report.invalidRows })}
          role="alert"
        >
          {report.valid ? (
            <Text size="sm" mb="xs">
              {t('org.import.otherRows')}
            </Text>
          ) : null}
          <List size="sm" spacing={2}>
            {report.rowErrors.slice(0, 100).map((e) => (
              <List.Item key={`${e.line}-${e.column}`}>
                {t('org.import.lineError', { line: e.line, column: e.column, message: e.message })}
              </List.Item>
            ))}
          </List>
          {report.rowErrors.length > 100 ? <Text size="sm">{t('org.import.more', { count: report.rowErrors.length - 100 })}</Text> : null}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={560} mah={360}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('org.import.previewCaption', { count: report.rows.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('org.import.line')}</Table.Th>
              <Table.Th scope="col">{t('org.field.name')}</Table.Th>
              <Table.Th scope="col">{t('form.email')}</Table.Th>
              <Table.Th scope="col">{t('org.roster.employeeId')}</Table.Th>
              <Table.Th scope="col">{t('org.import.eligible')}</Table.Th>
              <Table.Th scope="col">{t('org.import.result')}</Table.Th>
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
                    {t(ACTION[r.action]!.label)}
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
  const t = useT();
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
      {t('org.import.download', { count: report.invalidRows })}
    </Button>
  );
}

/** E/B: CSV upload → (columns matched by hand when some were not recognised) → checked preview with per-row problems → import the valid rows → invite */
export function RosterImport({ employer }: { employer: string }) {
  const t = useT();
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
          setError(err.message || t('org.import.checkFailed'));
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
          setError(err.message || t('org.import.checkFailed'));
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
          setError(err.message || t('org.import.failed'));
        },
      },
    );
  };

  const inviteAll = () => {
    setError(null);
    inviter.mutate(undefined, { onError: (err) => setError(err.message || t('org.import.inviteFailed')) });
  };
  const invited = inviter.data ? inviteAllSentence(inviter.data) : null;

  const preview = phase.kind === 'preview' ? phase.report : null;
  const ready = preview && !preview.fileErrors.length && preview.valid > 0;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8">
        {t('org.import.help')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={check} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} variant="light" loading={phase.kind === 'checking'}>
              {file ? t('org.import.chooseAnother') : t('org.import.upload')}
            </Button>
          )}
        </FileButton>
        {file ? <Text size="sm">{file.name}</Text> : null}
      </Group>
      {phase.kind === 'checking' ? <Progress value={phase.p * 100} aria-label={t('org.import.checking')} animated /> : null}
      {error ? (
        <Alert color="red" role="alert" title={t('org.import.nothingImported')}>
          {error}
        </Alert>
      ) : null}
      {phase.kind === 'importing' ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            {phase.p < 1
              ? t('org.import.uploading', { count: phase.total, percent: Math.round(phase.p * 100) })
              : t('org.import.importing', { count: phase.total })}
          </Text>
          <Progress value={phase.p < 1 ? phase.p * 90 : 95} aria-label={t('org.import.progress')} animated striped />
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
          {t('org.import.changeColumns')}
        </Button>
      ) : null}
      {preview ? <Report report={preview} /> : null}
      {preview && preview.invalidRows ? <DownloadInvalid report={preview} fileName={file?.name ?? ''} /> : null}
      {ready ? (
        <Button onClick={apply} w="fit-content">
          {preview.invalidRows
            ? t('org.import.importValid', { count: preview.valid })
            : t('org.import.importAll', { count: preview.total })}
        </Button>
      ) : null}
      {phase.kind === 'done' && phase.report.applied ? (
        <Alert color="green" role="status" title={t('org.import.done')}>
          {t('org.import.applied', { created: phase.report.applied.created, updated: phase.report.applied.updated, unchanged: phase.report.applied.unchanged })}
          {phase.report.skipped ? ` ${t('org.import.skipped', { count: phase.report.skipped })}` : ''}
          {phase.report.skipped ? (
            <Group mt="xs">
              <DownloadInvalid report={phase.report} fileName={file?.name ?? ''} />
            </Group>
          ) : null}
          <Group mt="sm">
            <Button size="xs" onClick={inviteAll}>
              {t('org.import.inviteAll')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {invited ? <Alert color={inviter.data?.mail === 'sent' ? 'green' : 'yellow'} role="status">{invited}</Alert> : null}
    </Stack>
  );
}

/** what "Invite everyone not yet invited" really did: invitations created apart from emails sent */
function inviteAllSentence({ invited, sent, mail }: { invited: number; sent: number; mail: string }): string {
  if (!invited) return translate('org.import.allInvited');
  if (sent === invited) return translate('org.import.allEmailed', { count: sent, n: formatNumber(sent) });
  const values = { count: invited, n: formatNumber(invited), sent, sentText: formatNumber(sent) };
  return mail === 'not_configured'
    ? translate('org.import.invitedNoMail', values)
    : translate('org.import.invitedMailFailed', values);
}
