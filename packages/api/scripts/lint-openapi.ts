/**
 * Lints the OpenAPI document of /api/v1 with Redocly CLI's recommended rules: writes the
 * document to a temporary file and runs `redocly lint` on it with `recommended-strict`, the same
 * rules with every warning made an error, so any finding fails the check. Telemetry and the
 * update notice are off: the check never calls home. Redocly CLI is one of the developer tools in
 * tools/, installed on first use.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { installDeveloperTools, toolsDir } from '../../../scripts/developer-tools.mjs';
import { buildOpenApiDocument } from '../src/rest/openapi';

installDeveloperTools();
const require = createRequire(path.join(toolsDir, 'package.json'));
const cliPackage = require.resolve('@redocly/cli/package.json');
const { bin } = require(cliPackage) as { bin: Record<string, string> };
const cli = path.join(path.dirname(cliPackage), bin.redocly ?? Object.values(bin)[0] ?? '');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-openapi-'));
const file = path.join(folder, 'openapi.json');
try {
  fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument({ serverUrl: '/api/v1' }), null, 2));
  const result = spawnSync(
    process.execPath,
    [cli, 'lint', file, '--extends=recommended-strict', '--max-problems=100'],
    {
      stdio: 'inherit',
      // eslint-disable-next-line no-restricted-properties -- hands the environment to the CLI
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
