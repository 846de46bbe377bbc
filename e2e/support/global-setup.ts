import { existsSync } from 'node:fs';
import { SERVER_MAIN, WEB_DIST } from './server.js';

export default function globalSetup(): void {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`${WEB_DIST} is missing: run \`npm run build\` first`);
}
