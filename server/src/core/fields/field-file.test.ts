import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { DEFAULT_FILE_MAX_SIZE, fileField, fileMaxSize } from './field-file.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'file', name: 'docs', id: 'x', ...o });
const octx = { collectionExists: () => true };

describe('file', () => {
  it('options', () => {
    expect(fileField.validateOptions(def({ thumbs: ['100x100', '0x50', '20x30f'] }), octx)).toBeNull();
    expect(fileField.validateOptions(def({ thumbs: ['0x0', 'big'] }), octx)).toEqual({
      thumbs: {
        '0': { code: 'validation_not_in_invalid', message: 'Must not be in list.' },
        '1': { code: 'validation_match_invalid', message: 'Must be in a valid format.' },
      },
    });
    expect(fileField.validateOptions(def({ maxSize: -5 }), octx)).toHaveProperty('maxSize.code', 'validation_min_greater_equal_than_required');
    expect(fileMaxSize(def())).toBe(DEFAULT_FILE_MAX_SIZE);
  });
  it.each([
    [{}, '', undefined, null],
    [{ required: true }, [], undefined, { code: 'validation_required', message: 'Cannot be blank.' }],
    [{}, 'a.txt', 'a.txt', null],
    [{}, 'b.txt', 'a.txt', { code: 'validation_invalid_file', message: 'Invalid new files: [b.txt].', params: { invalidFiles: ['b.txt'] } }],
    [{ maxSelect: 2 }, ['a', 'b', 'c'], ['a', 'b', 'c'], { code: 'validation_too_many_files', message: 'The maximum allowed files is 2.', params: { maxSelect: 2 } }],
    [{ maxSelect: 3 }, ['a', 'c'], ['a', 'b', 'c'], null],
  ] as [Partial<FieldDef>, unknown, unknown, unknown][])('validate %j %j (original %j)', (o, v, original, expected) => {
    expect(fileField.validate(def(o), v, { isNew: false, original })?.toFieldError() ?? null).toEqual(expected);
  });
  it('modifiers and db', () => {
    const m = def({ maxSelect: 5 });
    expect(fileField.applyModifier!(m, 'subtract', ['a.txt', 'b.txt'], 'a.txt')).toEqual(['b.txt']);
    expect(fileField.applyModifier!(m, 'prepend', ['a.txt'], ['b.txt'])).toEqual(['b.txt', 'a.txt']);
    expect(fileField.normalize(def(), ['a', 'b'], '')).toBe('b');
    expect(fileField.toDb(m, ['a.txt'])).toBe('["a.txt"]');
    expect(fileField.fromDb(m, '["a.txt"]')).toEqual(['a.txt']);
    expect(fileField.fromDb(def(), 'a.txt')).toBe('a.txt');
    expect(fileField.column(m)).toEqual({ kind: 'json', default: '[]' });
  });
});
