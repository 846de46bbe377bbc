import { useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V, string | undefined>>;
type Rules<V> = Partial<Record<keyof V, (value: string, values: V) => string | null>>;

/**
 * A small controlled form (text fields only) for the first-load screens, where @mantine/form's weight
 * counts against the bundle budget. `input(name)` spreads value/onChange/error onto a Mantine input.
 */
export function useSimpleForm<V extends Values>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const input = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const validate = (): boolean => {
    const next: Errors<V> = {};
    let ok = true;
    for (const key of Object.keys(rules) as (keyof V)[]) {
      const message = rules[key]?.(values[key] ?? '', values) ?? null;
      if (message) {
        next[key] = message;
        ok = false;
      }
    }
    setErrors(next);
    return ok;
  };

  const onSubmit = (handler: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (validate()) void handler(values);
  };

  return { values, errors, setErrors, input, onSubmit };
}
