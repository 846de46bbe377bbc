/** The build's per-component Mantine styles and precompressed files (decision 0036). */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetFor } from './mantine-component-css';
import { MIN_BYTES, precompressDir } from './precompress';

describe('mantineStylesheetFor', () => {
  it("maps a Mantine class map to that component's layered stylesheet", () => {
    expect(mantineStylesheetFor('/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe(
      '@mantine/core/styles/Button.layer.css',
    );
    expect(
      mantineStylesheetFor(
        '/app/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs?v=1',
      ),
    ).toBe('@mantine/core/styles/CheckboxCard.layer.css');
  });

  it('leaves every other module alone', () => {
    expect(mantineStylesheetFor('/app/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(mantineStylesheetFor('/app/src/features/auth/login.module.mjs')).toBeNull();
    expect(mantineStylesheetFor('/app/node_modules/@mantine/charts/esm/BarChart/BarChart.module.mjs')).toBeNull();
  });

  it('every class map Mantine ships has its stylesheet', () => {
    const styles = join(process.cwd(), 'node_modules', '@mantine', 'core', 'styles');
    const root = existsSync(styles) ? styles : join(process.cwd(), '..', 'node_modules', '@mantine', 'core', 'styles');
    for (const name of ['Button', 'Input', 'Combobox', 'InlineInput', 'ModalBase']) {
      expect(existsSync(join(root, `${name}.layer.css`))).toBe(true);
    }
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz siblings of text files that decode to the original, and skips small and binary files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'covey-precompress-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const script = `export const text = ${JSON.stringify('covey '.repeat(2000))};\n`;
      writeFileSync(join(dir, 'assets', 'core-abc.js'), script);
      writeFileSync(join(dir, 'small.css'), 'a{color:red}');
      writeFileSync(join(dir, 'logo.png'), Buffer.alloc(MIN_BYTES * 4));
      expect(precompressDir(dir)).toBe(1);
      const path = join(dir, 'assets', 'core-abc.js');
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
      expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
      expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
