import { Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RosterColumns, RosterField, RosterMapping } from '../api/org-actions';
import { t as translate } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

/** the fields an admin matches a column to, in the order a roster reads */
const MAPPING_FIELDS: readonly { field: RosterField; label: MessageId }[] = [
  { field: 'first_name', label: 'org.mapping.firstName' },
  { field: 'last_name', label: 'org.mapping.lastName' },
  { field: 'name', label: 'org.mapping.fullName' },
  { field: 'email', label: 'form.email' },
  { field: 'employee_id', label: 'org.roster.employeeId' },
  { field: 'dob', label: 'org.mapping.dob' },
  { field: 'eligibility_start', label: 'org.roster.eligibleFrom' },
  { field: 'eligibility_end', label: 'org.roster.eligibleUntil' },
];

type Values = Record<RosterField, string>;

/** whether some header of the file was not recognised: then the admin matches the columns by hand */
export const needsMapping = (columns: RosterColumns | undefined): boolean =>
  !!columns && columns.headers.length > 0 && columns.recognised.some((f) => f === null);

/** the recognised columns, as the form's first choice (or the admin's last one) */
export function initialMapping(columns: RosterColumns, previous?: RosterMapping | null): Values {
  const values = Object.fromEntries(MAPPING_FIELDS.map(({ field }) => [field, ''])) as Values;
  if (previous) {
    for (const { field } of MAPPING_FIELDS) values[field] = previous[field] ?? '';
    return values;
  }
  columns.recognised.forEach((field, i) => {
    if (field) values[field] = columns.headers[i] ?? '';
  });
  return values;
}

/** the rules of a usable mapping, as sentences on the field that breaks them */
export function validateMapping(v: Values): Partial<Record<RosterField, string>> {
  const errors: Partial<Record<RosterField, string>> = {};
  if (!v.email) errors.email = translate('org.mapping.needEmail');
  if (!v.name && !v.first_name && !v.last_name) errors.name = translate('org.mapping.needName');
  const used = new Map<string, RosterField>();
  for (const { field } of MAPPING_FIELDS) {
    const h = v[field];
    if (!h) continue;
    const other = used.get(h);
    if (other) errors[field] = translate('org.mapping.taken', { header: h, field: translate(MAPPING_FIELDS.find((f) => f.field === other)!.label).toLowerCase() });
    else used.set(h, field);
  }
  return errors;
}

/** E/B: each roster field with a select of the file's columns, a preview of the first rows as chosen, then check */
export function RosterMappingForm({
  columns,
  previous,
  busy,
  onSubmit,
  onCancel,
}: {
  columns: RosterColumns;
  previous?: RosterMapping | null;
  busy: boolean;
  onSubmit: (mapping: RosterMapping) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialMapping(columns, previous),
    validate: (v) => validateMapping(v),
  });
  const unknown = columns.headers.filter((_h, i) => columns.recognised[i] === null);
  const options = [{ value: '', label: t('org.mapping.notInFile') }, ...columns.headers.map((h) => ({ value: h, label: h }))];
  const values = form.getValues();
  const shown = MAPPING_FIELDS.filter(({ field }) => values[field]);
  const submit = form.onSubmit((v) => {
    const mapping: RosterMapping = {};
    for (const { field } of MAPPING_FIELDS) if (v[field]) mapping[field] = v[field];
    onSubmit(mapping);
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="roster-mapping-title">
      <Stack gap="sm">
        <Title order={4} id="roster-mapping-title">
          {t('org.mapping.title')}
        </Title>
        <Text size="sm">
          {unknown.length === 1
            ? t('org.mapping.unknownOne', { header: unknown[0] })
            : t('org.mapping.unknownMany', { count: unknown.length, headers: unknown.map((h) => `"${h}"`).join(', ') })}{' '}
          {t('org.mapping.help')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {MAPPING_FIELDS.map(({ field, label }) => (
            <NativeSelect
              key={field}
              label={t(label)}
              required={field === 'email'}
              data={options}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {shown.length && columns.sample.length ? (
          // native scrolling in a focusable region: a phone can scroll the preview with the keyboard too
          <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-labelledby="roster-mapping-preview">
            <Text size="sm" fw={600} id="roster-mapping-preview" mb={4}>
              {t('org.mapping.sample', { count: columns.sample.length })}
            </Text>
            <Table striped verticalSpacing={4} fz="sm" aria-labelledby="roster-mapping-preview">
              <Table.Thead>
                <Table.Tr>
                  {shown.map(({ field, label }) => (
                    <Table.Th key={field} scope="col">
                      {t(label)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {columns.sample.map((row, r) => (
                  <Table.Tr key={r}>
                    {shown.map(({ field }) => (
                      <Table.Td key={field}>{row[columns.headers.indexOf(values[field])] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {t('org.mapping.check')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('org.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
