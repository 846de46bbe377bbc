import {
  createTheme,
  darken,
  type AlertFactory,
  type BadgeFactory,
  type ExtendComponent,
  type FactoryPayload,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

/**
 * `Component.extend` without importing the component (it is the identity function): the theme is on every
 * first load, and importing Alert and Badge here would ship them there (bundle budget, decision 0024).
 */
function extend<Payload extends FactoryPayload>(input: ExtendComponent<Payload>): MantineThemeComponent {
  return input as MantineThemeComponent;
}

/** Cool gray (blue-tinted) replaces Mantine's default gray. */
const coolGray: MantineColorsTuple = [
  '#f9fafb',
  '#f3f4f6',
  '#e5e7eb',
  '#d1d5db',
  '#9ca3af',
  '#6b7280',
  '#4b5563',
  '#374151',
  '#1f2937',
  '#111827',
];

/**
 * Green tuned for WCAG AA: shades 5–9 keep at least 4.5:1 against white and the light green surfaces, so
 * buttons, links and light badges pass axe's colour-contrast check.
 */
const green: MantineColorsTuple = [
  '#e9f7ec',
  '#cdebd4',
  '#a6dab2',
  '#7cc78e',
  '#4faa66',
  '#267a3d',
  '#216c36',
  '#1c5e2f',
  '#185228',
  '#134420',
];

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 6,
  colors: { gray: coolGray, green },
  defaultRadius: 'md',
  // the stack (with Chinese, Vietnamese and other scripts' fallbacks) is in app.css: it stays out of the JS
  fontFamily: 'var(--covey-font)',
  headings: { fontWeight: '700' },
  components: {
    // A badge holds one or two words: it never shrinks (Mantine's `overflow: hidden` would cut "PRIMARY" to
    // "PRIMA…" in a narrow row on phones); the text beside it truncates or the row wraps instead.
    Badge: extend<BadgeFactory>({ styles: { root: { flexShrink: 0, maxWidth: 'none' } } }),
    // Light alerts draw their title and icon in shade 6 on a tinted surface: yellow and orange at that shade
    // fail WCAG AA (axe colour-contrast); even yellow's darkest shade does (2.9:1). Shade 9 darkened by a third
    // passes on its own light surface for every palette.
    Alert: extend<AlertFactory>({
      vars: (theme, props) => {
        const color = props.color ?? theme.primaryColor;
        const light = props.variant === undefined || props.variant === 'light';
        return light && color in theme.colors
          ? { root: { '--alert-color': darken(theme.colors[color]![9], 0.35) } }
          : { root: {} };
      },
    }),
  },
});

/** Mantine's storage key for the colour scheme; we store the light preference there. */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export function forceLightScheme(): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
  } catch {
    // storage unavailable
  }
  document.documentElement.style.colorScheme = 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
}
