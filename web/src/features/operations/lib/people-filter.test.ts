import { describe, expect, it } from 'vitest';
import { parseNeed, peopleFilter } from './people-filter';

/** the SDK's binding, simplified: quotes each parameter */
const bind = (raw: string, params: Record<string, string>) =>
  raw.replace(/\{:(\w+)\}/g, (_m, k: string) => JSON.stringify(params[k] ?? ''));

describe('peopleFilter', () => {
  it('is empty for an empty search (everyone)', () => {
    expect(peopleFilter('  ', 'all', bind)).toBe('');
  });
  it('matches each word against names, emails and the employee id, the account too', () => {
    const f = peopleFilter('Max E-1234', 'all', bind);
    expect(f).toContain('first_name ~ "Max"');
    expect(f).toContain('user.email ~ "Max"');
    expect(f).toContain('employee_id ~ "E-1234"');
    expect(f.split(' && ')).toHaveLength(2);
  });
  it('binds the words as parameters, never as filter syntax', () => {
    expect(peopleFilter('a" || id != "', 'all', bind)).toContain('"a\\""');
  });
  it('narrows to the people the operations home points at', () => {
    expect(peopleFilter('', 'counselor', bind)).toContain('counselor = ""');
    expect(peopleFilter('ann', 'eligibility', bind)).toContain('status = "pending"');
  });
  it('reads only known needs from the address', () => {
    expect(parseNeed('counselor')).toBe('counselor');
    expect(parseNeed('nonsense')).toBe('all');
    expect(parseNeed(null)).toBe('all');
  });
});
