import type { CapacitorConfig } from '@capacitor/cli';

// Native wrap: the built web app (web/dist) is bundled into the Android/iOS shells.
// Deep links (https://covey.app/...) are handled in src/lib/native.ts.
const config: CapacitorConfig = {
  appId: 'app.covey',
  appName: 'Covey',
  webDir: 'dist',
  server: { androidScheme: 'https' },
  plugins: {},
};

export default config;
