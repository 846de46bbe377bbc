/** Public entry of the settings module. */
export * from './settings-model.js';
export { mergeSettings, redactSettings, deepFreeze, type RedactedSettings } from './settings-merge.js';
export { validateSettings, isIpOrCidr } from './settings-validate.js';
export { SettingsStore, type SettingsBackend, type SettingsListener, type SettingsStoreOptions } from './settings-store.js';
