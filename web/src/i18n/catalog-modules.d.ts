// A catalog imported with `?lingui` is compiled to Lingui's runtime form at build time (build-plugins/lingui-catalogs).
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
