// `npm start` runs the built server; build first when a fresh checkout has no build yet.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../server/dist/main.js', import.meta.url)) || !existsSync(new URL('../web/dist/index.html', import.meta.url))) {
  console.log('No build found: building Covey once (npm run build)…');
  execSync('npm run build', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
