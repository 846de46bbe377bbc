import { Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RosterColumns, RosterField, RosterMapping } from '../api/org-actions';

/** the fields an admin matches a column to, in the order a roster reads */
const MAPPING_FIELDS: readonly { field: RosterField; label: string }[] = [
  { field: 'first_name', label: 'First name' },
  { field: 'last_name', label: 'Last name' },
  { field: 'name', label: 'Full name (one column)' },
  { field: 'email', label: 'Email' },
  { field: 'employee_id', label: 'Employee ID' },
  { field: 'dob', label: 'Date of birth' },
  { field: 'eligibility_start', label: 'Eligible from' },
  { field: 'eligibility_end', label: 'Eligible until' },
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
  if (!v.email) errors.email = 'Choose the column with the work email.';
  if (!v.name && !v.first_name && !v.last_name) errors.name = 'Choose the column with the full name, or the first and last name columns.';
  const used = new Map<string, RosterField>();
  for (const { field } of MAPPING_FIELDS) {
    const h = v[field];
    if (!h) continue;
    const other = used.get(h);
    if (other) errors[field] = `"${h}" is already chosen for ${MAPPING_FIELDS.find((f) => f.field === other)!.label.toLowerCase()}.`;
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
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialMapping(columns, previous),
    validate: (v) => validateMapping(v),
  });
  const unknown = columns.headers.filter((_h, i) => columns.recognised[i] === null);
  const options = [{ value: '', label: 'Not in the file' }, ...columns.headers.map((h) => ({ value: h, label: h }))];
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
          Match the file&apos;s columns
        </Title>
        <Text size="sm">
          {unknown.length === 1
            ? `Covey did not recognise the column "${unknown[0]}".`
            : `Covey did not recognise ${unknown.length} columns: ${unknown.map((h) => `"${h}"`).join(', ')}.`}{' '}
          Choose which column holds each detail. Columns you leave out are not imported. Email and a name are needed.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {MAPPING_FIELDS.map(({ field, label }) => (
            <NativeSelect
              key={field}
              label={label}
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
              {`The first ${columns.sample.length} row${columns.sample.length === 1 ? '' : 's'}, as they will be read`}
            </Text>
            <Table striped verticalSpacing={4} fz="sm" aria-labelledby="roster-mapping-preview">
              <Table.Thead>
                <Table.Tr>
                  {shown.map(({ field, label }) => (
                    <Table.Th key={field} scope="col">
                      {label}
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
            Check the rows
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
