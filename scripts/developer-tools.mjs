// The measuring and audit tools only developers run (Lighthouse, the MDN HTTP Observatory
// scanner, Redocly CLI, autocannon) live in tools/, outside the workspaces: `npm install` and a
// server's install stay without their 300 MB. They install themselves into tools/node_modules on
// first use, and again when tools/package-lock.json changes.
//
// `node scripts/developer-tools.mjs [command args…]` installs them when needed, then runs the
// command (if any) with tools/node_modules/.bin, then the workspace's, on PATH; `npm run tools`
// installs them now.
// Scripts and tests that need one call installDeveloperTools() before they resolve it from
// toolsDir.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the developer tools: its own package.json and lock file. */
export const toolsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tools');

const lockFile = path.join(toolsDir, 'package-lock.json');
/** Written after an install: the hash of the lock file it installed. */
const installedFrom = path.join(toolsDir, 'node_modules', '.installed-from');

function lockHash() {
  return crypto.createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');
}

/** Whether tools/node_modules holds what tools/package-lock.json lists. */
export function developerToolsInstalled() {
  try {
    return fs.readFileSync(installedFrom, 'utf8').trim() === lockHash();
  } catch {
    return false;
  }
}

/** Installs the developer tools unless they are installed; ends the process when npm fails. */
export function installDeveloperTools() {
  if (developerToolsInstalled()) return;
  console.log(
    'Installing the developer tools (Lighthouse, the Observatory scanner, Redocly CLI, autocannon) ' +
      'into tools/node_modules: only on first use, and when tools/package-lock.json changes.',
  );
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolsDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      "Installing the developer tools failed (see npm's message above); `npm run tools` tries again.",
    );
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(installedFrom, `${lockHash()}\n`);
}

const runAsCommand =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsCommand) {
  installDeveloperTools();
  const [command, ...args] = process.argv.slice(2);
  if (command) {
    // The tools' commands first, then the workspace's (tsc, eslint), as in an npm script.
    const bins = [
      path.join(toolsDir, 'node_modules', '.bin'),
      path.join(toolsDir, '..', 'node_modules', '.bin'),
    ];
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, PATH: [...bins, process.env.PATH ?? ''].join(path.delimiter) },
    });
    if (result.error)
      console.error(`developer-tools: could not run ${command}: ${result.error.message}`);
    process.exit(result.status ?? 1);
  }
}
