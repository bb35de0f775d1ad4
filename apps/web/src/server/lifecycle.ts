/**
 * The process's serving state, shared by the launcher (which owns the HTTP server) and the app:
 * once shutdown begins the instance reports itself unavailable so load balancers drain it.
 */
const DRAINING = Symbol.for('kasar.draining');

type Holder = Record<symbol, boolean | undefined>;

export function isDraining(): boolean {
  return (globalThis as unknown as Holder)[DRAINING] === true;
}

export function markDraining(): void {
  (globalThis as unknown as Holder)[DRAINING] = true;
}
