/**
 * The browser the end-to-end tests and the Lighthouse audit drive: Debian's Chromium (or
 * CHROMIUM_PATH), without the sandbox a container cannot give it, without a GPU, and without the
 * browser's own background traffic (updates, sync, QUIC probes) that would disturb measurements.
 */
// eslint-disable-next-line no-restricted-properties -- a developer tool's own knob, not app configuration
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
