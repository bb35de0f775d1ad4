/**
 * The MDN HTTP Observatory scanner (the `@mdn/mdn-http-observatory` package, one of the developer
 * tools in tools/, installed on first use, run locally) against the production server: one test per check it runs, so a regression names the check. Only the
 * two checks that need TLS in front of the app (a redirect to https, HSTS sent over https) fail,
 * for exactly that reason.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';

import { installDeveloperTools, toolsDir } from '../../../scripts/developer-tools.mjs';
import { adminURL } from '../playwright.config';

interface ObservatoryCheck {
  pass: boolean;
  result: string;
}

interface ObservatoryReport {
  scan?: { grade: string; score: number; statusCode: number };
  tests?: Record<string, ObservatoryCheck>;
  error?: string;
}

/** The checks a plain-http server cannot pass, and the result each must fail with. */
const NEEDS_TLS: Record<string, string> = {
  redirection: 'redirection-missing',
  'strict-transport-security': 'hsts-not-implemented-no-https',
};

/** Every check the scanner (1.4.8) runs. */
const CHECKS = [
  'content-security-policy',
  'cookies',
  'cross-origin-resource-policy',
  'cross-origin-resource-sharing',
  'redirection',
  'referrer-policy',
  'strict-transport-security',
  'subresource-integrity',
  'x-content-type-options',
  'x-frame-options',
];

installDeveloperTools();
const packageDir = path.dirname(
  createRequire(path.join(toolsDir, 'package.json')).resolve(
    '@mdn/mdn-http-observatory/package.json',
  ),
);

/**
 * The package's install script downloads the HSTS preload list and the list of top-level
 * domains (it is denied in package.json); the scan reads both files, so give it an empty preload
 * list (the site is not preloaded) and the few domains a local scan needs.
 */
function provideScannerLists() {
  const conf = path.join(packageDir, 'conf');
  const preload = path.join(conf, 'hsts-preload.json');
  const domains = path.join(conf, 'tld-list.json');
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');
  if (!fs.existsSync(domains)) {
    fs.writeFileSync(domains, `${JSON.stringify(['com', 'localhost', 'net', 'org', 'test'])}\n`);
  }
}

let report: ObservatoryReport;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provideScannerLists();
  const target = `127.0.0.1:${new URL(adminURL).port}`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(packageDir, 'src/scan.js'), target],
    { timeout: 90_000, maxBuffer: 4 * 1024 * 1024 },
  );
  report = JSON.parse(stdout) as ObservatoryReport;
});

test('the scanner reaches the home page and runs every check it knows', () => {
  expect(report.error, 'scanner error').toBeUndefined();
  expect(report.scan?.statusCode).toBe(200);
  expect(Object.keys(report.tests ?? {}).sort()).toEqual(CHECKS);
});

for (const name of CHECKS) {
  const tlsResult = NEEDS_TLS[name];
  if (tlsResult) {
    test(`Observatory check ${name} fails only for want of TLS`, () => {
      const check = report.tests?.[name];
      expect(check?.pass, `${name}: ${check?.result}`).toBe(false);
      expect(check?.result).toBe(tlsResult);
    });
  } else {
    test(`Observatory check ${name} passes`, () => {
      const check = report.tests?.[name];
      expect(check?.pass, `${name}: ${check?.result}`).toBe(true);
    });
  }
}
