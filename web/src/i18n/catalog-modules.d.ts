// A catalog imported with `?lingui` is compiled to Lingui's runtime form at build time (build-plugins/lingui-catalogs);
// `&part=first` / `&part=rest` are its two halves (decision 0064).
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.json?lingui&part=first' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.json?lingui&part=rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
