import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiCatalogs } from './build-plugins/lingui-catalogs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineProject({
  plugins: [react(), linguiCatalogs()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    testTimeout: 90000,
  },
});
