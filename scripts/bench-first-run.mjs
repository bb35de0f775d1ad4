// `npm run bench:first-run`: what a new developer waits for. Clones this checkout's committed
// HEAD into a temporary folder, then times `npm install` and `npm start` there until the home
// page answers 200, and prints both and their sum. The npm cache is whatever this machine has
// (say whether it was warm when you report the figures). Options: --port <n> (default 3600),
// --keep (leave the clone for a look). The clone's server is stopped by its process group.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3600' }, keep: { type: 'boolean', default: false } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`bench:first-run: --port must be a port number, not ${values.port}`);
  process.exit(1);
}
const repoRoot = path.resolve(import.meta.dirname, '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-first-run-'));
const clone = path.join(workDir, 'kasar');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function cleanUp() {
  if (values.keep) console.log(`The clone is kept in ${clone}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

function runOrExit(label, command, args, options) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`bench:first-run: ${label} failed`);
    cleanUp();
    process.exit(1);
  }
  return Date.now() - started;
}

async function answers(url) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

if (await answers(`http://localhost:${port}/`)) {
  console.error(`bench:first-run: port ${port} is in use; choose another with --port`);
  process.exit(1);
}

console.log(`Cloning ${repoRoot} (HEAD) into ${clone}`);
runOrExit('git clone', 'git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone]);

console.log('\n▶ npm install');
const installMs = runOrExit('npm install', 'npm', ['install', '--no-audit', '--no-fund'], {
  cwd: clone,
});

console.log('\n▶ npm start (until / answers 200)');
const startStarted = Date.now();
const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(workDir, 'data') };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'APP_URL', 'NODE_ENV']) delete env[name];
const server = spawn('npm', ['start'], { cwd: clone, env, stdio: 'inherit', detached: true });
let startMs;
try {
  const deadline = Date.now() + 15 * 60_000;
  while (startMs === undefined) {
    if (server.exitCode !== null) throw new Error('npm start exited before / answered');
    if (Date.now() > deadline) throw new Error('/ did not answer within 15 minutes');
    if (await answers(`http://localhost:${port}/`)) startMs = Date.now() - startStarted;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
} catch (error) {
  console.error(`bench:first-run: ${error.message}`);
} finally {
  // The launcher drains and stops the embedded database on SIGTERM; its group holds them all.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  cleanUp();
}
if (startMs === undefined) process.exit(1);

console.log(`
bench:first-run on ${os.cpus().length} cores, Node ${process.version}
  npm install                 ${seconds(installMs).padStart(8)}
  npm start until / is 200    ${seconds(startMs).padStart(8)}
  in all                      ${seconds(installMs + startMs).padStart(8)}`);
