/**
 * Only the styles of the Mantine components the app renders, in the chunk that renders them (decision 0036).
 *
 * Each Mantine component reads its class names from `esm/components/…/<Name>.module.mjs`, and Mantine ships
 * that component's styles as `@mantine/core/styles/<Name>.layer.css` (one file per class map, same name).
 * This plugin adds the stylesheet import to the class map, so the bundler puts a component's CSS wherever the
 * component's code goes: the page's CSS holds what the first screen's chunks use, a lazy route's CSS file the
 * rest. The `.layer.css` variants wrap everything in `@layer mantine`, so the app's own unlayered styles win
 * whatever order the chunks' stylesheets arrive in (as they did when all of Mantine came first).
 * The app imports the base layers itself (baseline, CSS variables, global) in `src/main.tsx`.
 */
import type { Plugin } from 'vite';

const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** the stylesheet of a Mantine class map module, or null for any other module */
export function mantineStylesheetFor(id: string): string | null {
  const match = CLASS_MAP.exec(id.split('?')[0]!);
  return match ? `@mantine/core/styles/${match[1]}.layer.css` : null;
}

export function mantineComponentCss(): Plugin {
  return {
    name: 'covey:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const sheet = mantineStylesheetFor(id);
      if (!sheet) return null;
      return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
    },
  };
}
