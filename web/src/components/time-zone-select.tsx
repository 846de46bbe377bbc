import { Select, type SelectProps } from '@mantine/core';
import { timeZoneChoices } from '../lib/locale-options';

export interface TimeZoneSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  value: string;
  onChange: (value: string | null) => void;
}

/**
 * The account's time zone (users.timezone): every IANA zone the browser knows, searchable, the saved one kept
 * when the browser does not list it. One control for onboarding, /account and /profile (#28).
 */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  return (
    <Select data={timeZoneChoices(value)} searchable allowDeselect={false} value={value} onChange={onChange} {...props} />
  );
}
