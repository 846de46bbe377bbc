import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// Vite config of the Covey web app (see web/README.md).
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // No dependency map of every lazy chunk in the entry (decision 0013): it grew with each area and
    // pushed the first load of /login over budget. A lazy screen loads its shared chunks on demand.
    modulePreload: false,
    rollupOptions: {
      output: {
        // One framework chunk (every screen needs it; fewer, larger files compress better).
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    // The app talks to http://127.0.0.1:8090 directly in dev (CORS is open); only the runtime config is proxied.
    proxy: { '/app-config.js': { target: 'http://127.0.0.1:8090', changeOrigin: true } },
  },
});
