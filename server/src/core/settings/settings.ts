/** Public entry of the settings module. */
export * from './settings-model.js';
export { mergeSettings, redactSettings,   } from './settings-merge.js';
export { validateSettings,  } from './settings-validate.js';
export { SettingsStore, type SettingsBackend,   } from './settings-store.js';
