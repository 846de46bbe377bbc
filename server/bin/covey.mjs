#!/usr/bin/env node
// The `covey` command as npm links it (server/package.json "bin"). This file is committed, so it exists
// when `npm ci` links workspace bins, long before `server/dist/main.js` is built: npm skips a bin whose
// target is missing, which made `npx covey` fail on a fresh clone. It builds what is missing (the
// server; for `serve` also the web app it serves, like `npm start`), then runs the built CLI.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mainJs = new URL('../dist/main.js', import.meta.url);
const webIndex = new URL('../../web/dist/index.html', import.meta.url);

function build(workspace, what) {
  // build output goes to stderr: the command's own output on stdout stays clean
  console.error(`No build of ${what} found: building it once (npm run build -w ${workspace})…`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: ['ignore', 2, 2] });
}

if (!existsSync(mainJs)) build('server', 'the Covey server');
if (process.argv[2] === 'serve' && !existsSync(webIndex)) build('web', 'the web app');
await import(mainJs.href);
