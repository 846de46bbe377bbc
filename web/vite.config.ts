import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunk } from './build-plugins/first-screen-chunk';
import { i18nPreload } from './build-plugins/i18n-preload';
import { linguiCatalogs } from './build-plugins/lingui-catalogs';
import { mantineComponentCss } from './build-plugins/mantine-component-css';
import { precompress } from './build-plugins/precompress';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// React Router's package exports only its development build (dev warnings on); builds use its production
// build, which is the same code without the warnings (decision 0024).
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerProduction = join(routerDir, 'dist', 'production', 'index.mjs');

/** The chunk whose dynamic imports preload their static imports too (`[name]-[8-char hash].js`, decision 0039). */
const PRELOAD_HOST = /^assets\/signed-in-preload-[\w-]{8}\.js$/;

// Vite config of the Covey web app (see web/README.md).
export default defineConfig(({ command }) => {
  const firstScreen = firstScreenChunk();
  return {
    // per-component Mantine styles and .br/.gz siblings of the build (decision 0036); catalogs compiled (0057); one
    // first-screen chunk (0059); the language runtime preloaded by index.html (0062)
    plugins: [react(), linguiCatalogs(), mantineComponentCss(), precompress(), firstScreen.plugin, i18nPreload()],
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [] },
    build: {
      outDir: 'dist',
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // No dependency map of every lazy chunk in the entry (decision 0013: it grew with each area and pushed the
      // first load of /login over budget). One exception, outside the entry (decision 0039): the imports in
      // src/app/signed-in-preload.ts list every static import of a returning member's first screen, so the
      // browser fetches them in one wave instead of a chain four chunks deep. Stylesheets are always listed.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostId, hostType }) =>
          hostType === 'js' && PRELOAD_HOST.test(hostId) ? deps : [],
      },
      rollupOptions: {
        output: {
          // Three named chunks so the first load of /login is the page's three scripts plus one route chunk, each
          // fetched in parallel (decision 0024). Every other module is split automatically per lazy route.
          codeSplitting: {
            groups: [
              // every screen needs it; changes rarely, so it stays cached across releases
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 3,
              },
              // the entry and everything it imports statically (app frame, Mantine provider, SDK client)
              { name: 'core', test: /[\\/]src[\\/]main\.tsx$/, priority: 2 },
              // TanStack Query: one script for the signed-in screens instead of seven small ones (decision 0045)
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
              // the SDK client, loaded on demand (not on the first load of /login): one request, not a waterfall
              {
                name: 'api-client',
                test: /node_modules[\\/]pocketbase[\\/]|[\\/]src[\\/]lib[\\/](api-client|retry-fetch)\.ts$/,
                priority: 2,
              },
              // the sign-in screen and what it needs beyond core (form, inputs, buttons; later screens reuse them)
              { name: 'login', test: /[\\/]src[\\/]app[\\/]routes[\\/]auth[\\/]login\.tsx$/, priority: 1 },
              // Mantine components that several later screens share, with their styles: one script and one stylesheet
              // instead of a dozen small files (each one more request, and one more entry in core's CSS list)
              {
                name: 'mantine-shared',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]/,
                minShareCount: 12,
                priority: 0,
              },
              // a returning member's first screen in one file instead of ~45 small ones (decision 0059)
              { name: 'first-screen', test: firstScreen.test, priority: 0, includeDependenciesRecursively: false },
              // the home's data prefetch with the queries it starts: one chunk before the home's code (decision 0062)
              { name: 'home-data', test: firstScreen.dataTest, priority: 0, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      // The app talks to http://127.0.0.1:8090 directly in dev (CORS is open); only the runtime config is proxied.
      proxy: { '/app-config.js': { target: 'http://127.0.0.1:8090', changeOrigin: true } },
    },
  };
});
