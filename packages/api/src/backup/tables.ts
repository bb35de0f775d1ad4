/**
 * Which tables a backup holds: every table of the public schema, found in the catalog (so tables
 * added by later migrations are included without being named here), except the ones below.
 */
import type pg from 'pg';

/**
 * Tables left out of a backup, and why. Everything else in the public schema is backed up.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  // The migration runner's bookkeeping: a restore applies the migrations itself and records them
  // anew; the archive's manifest lists the migrations its rows were written at.
  _prisma_migrations: 'migration bookkeeping (a restore applies and records the migrations itself)',
  // The database's identity: a restored database gets its own cache namespace (so no page cached
  // from other content is served) and its own contact-form key (forms open at backup time expire).
  installation: 'the cache namespace and contact-form key (a restored database makes its own)',
  // Counters of failed sign-ins, submissions and reset requests: short-lived, worthless later.
  rate_limit_events: 'rate-limit counters (short-lived)',
  // Links that set a password, valid for hours: a pending invitation is sent again after a
  // restore ('Resend invitation'), a forgotten password is reset again.
  password_reset_tokens: 'password reset and invitation links (short-lived)',
  // A passkey's challenge lives five minutes and is used once.
  webauthn_challenges: 'passkey challenges (single-use, five minutes)',
  // A password sign-in's second step lives five minutes and is used once.
  sign_in_challenges: 'second sign-in steps (single-use, five minutes)',
  // Visitors' unknown addresses with their referrers: traffic, not content, and it fills again.
  not_found_paths: 'the 404 log (visitor traffic with referrers; it fills again on its own)',
  // Links that open unpublished drafts to anyone who has them, for days: a restore, perhaps on
  // another server, should not bring back access someone once shared; they are shared again.
  preview_links: 'preview links (access to drafts shared for days; shared again after a restore)',
};

/**
 * Rows of a backed-up table that are left out, as a SQL condition on the rows that stay.
 * Dashboard sessions are never backed up (a restored site signs everyone out); API tokens are, so
 * REST clients keep working after a restore (only their SHA-256 is stored, never the token).
 */
export const ROW_FILTERS: Readonly<Record<string, string>> = {
  auth_tokens: "kind <> 'SESSION'",
};

/**
 * Rows the migrations themselves write, as a SQL condition: a database with only these is still
 * empty for a restore, and a restore replaces them with the archive's own (an Owner may have
 * changed a preset role, e.g. to require two-factor sign-in).
 */
export const MIGRATION_ROWS: Readonly<Record<string, string>> = {
  roles: "id IN ('owner', 'admin', 'editor', 'contributor', 'inquiries')",
};

export interface BackupTable {
  name: string;
  /** The columns in their order (generated columns left out: PostgreSQL computes them). */
  columns: string[];
}

/**
 * The backed-up tables of the database `client` is connected to, parents before children (a
 * table another refers to comes first), so rows load in this order without breaking a foreign key.
 */
export async function backedUpTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows: tables } = await client.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND is_generated = 'NEVER'
    ORDER BY table_name, ordinal_position`);
  const { rows: references } = await client.query<{ child: string; parent: string }>(`
    SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = k.connamespace
    WHERE k.contype = 'f' AND n.nspname = 'public'`);

  const names = tables.map((table) => table.name).filter((name) => !(name in EXCLUDED_TABLES));
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    // A table referring to itself loads in one COPY; an excluded parent is not loaded at all.
    if (child !== parent && parentsOf.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (ordered.length < names.length) {
    const ready = names.find(
      (name) =>
        !ordered.includes(name) &&
        [...(parentsOf.get(name) ?? [])].every((parent) => ordered.includes(parent)),
    );
    if (!ready) {
      const left = names.filter((name) => !ordered.includes(name));
      throw new Error(`The foreign keys of these tables form a cycle: ${left.join(', ')}`);
    }
    ordered.push(ready);
  }
  return ordered.map((name) => ({
    name,
    columns: columns.filter((column) => column.table_name === name).map((c) => c.column_name),
  }));
}

/** The condition that holds for every row. */
const EVERY_ROW = 'TRUE';

/** The condition of the rows of `table` a backup holds. */
export function rowFilterOf(table: string): string {
  return ROW_FILTERS[table] ?? EVERY_ROW;
}

/** Session settings under which COPY writes and reads every type the same way. */
export const COPY_SESSION_SETTINGS = `
  SET client_encoding = 'UTF8';
  SET DateStyle = 'ISO, YMD';
  SET IntervalStyle = 'postgres';
  SET extra_float_digits = 3;
  SET bytea_output = 'hex';
  SET TimeZone = 'UTC'`;
