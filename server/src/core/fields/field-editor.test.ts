import { describe, it, expect } from 'vitest';
import { fillFieldDefaults } from './registry.js';
import { DEFAULT_EDITOR_MAX_SIZE, editorField, editorMaxSize } from './field-editor.js';
import type { FieldDef } from './field.js';

const def = (o: Partial<FieldDef> = {}) => fillFieldDefaults({ type: 'editor', name: 'e', id: 'x', ...o });
const vctx = { isNew: true, original: undefined };

describe('editor', () => {
  it('max size default and limit', () => {
    expect(editorMaxSize(def())).toBe(DEFAULT_EDITOR_MAX_SIZE);
    expect(editorField.validate(def({ maxSize: 4 }), 'abcd', vctx)).toBeNull();
    expect(editorField.validate(def({ maxSize: 4 }), 'ab€', vctx)?.toFieldError()).toEqual({
      code: 'validation_content_size_limit',
      message: 'The maximum allowed content size is 4 bytes.',
      params: { maxSize: 4 },
    });
    expect(editorField.validate(def({ required: true }), '', vctx)?.code).toBe('validation_required');
  });
  it('options', () => {
    expect(editorField.validateOptions(def(), { collectionExists: () => true })).toBeNull();
    expect(editorField.validateOptions(def({ maxSize: -1 }), { collectionExists: () => true })).toHaveProperty('maxSize.code', 'validation_min_greater_equal_than_required');
  });
  it('round trip', () => {
    expect(editorField.fromDb(def(), editorField.toDb(def(), '<p>x</p>'))).toBe('<p>x</p>');
    expect(editorField.toJSON(def(), '<p>x</p>')).toBe('<p>x</p>');
  });
});
