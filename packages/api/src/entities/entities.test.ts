/**
 * The entity records against the database schema: every column that holds a stored file's key is
 * named by its entity's record (a new image column that no record names would be lost by the
 * trash, the version history and file cleanup), and every column of a snapshotted table is in its
 * record's snapshot (or said not to be, and why).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENTITY_RECORDS } from './index';

const require = createRequire(import.meta.url);
// @kasar/db exports its src/index.ts; the schema is beside src/.
const schemaFile = path.join(
  path.dirname(require.resolve('@kasar/db')),
  '..',
  'prisma',
  'schema.prisma',
);

interface Column {
  name: string;
  type: string;
  list: boolean;
}

/** Each model's table name and its scalar columns (by their mapped names), from schema.prisma. */
function tablesOfSchema(): Map<string, Column[]> {
  const text = fs.readFileSync(schemaFile, 'utf8');
  const tables = new Map<string, Column[]>();
  for (const model of text.matchAll(/^model \w+ \{([\s\S]*?)^\}/gm)) {
    const body = model[1] ?? '';
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1];
    if (!table) continue;
    const columns: Column[] = [];
    for (const line of body.split('\n')) {
      const field = /^\s+(\w+)\s+(\w+)(\[\])?\??\s*(.*)$/.exec(line);
      if (!field) continue;
      const [, name = '', type = '', list, rest = ''] = field;
      // Relations are not columns; enums and scalars are.
      if (rest.includes('@relation') || /^[A-Z]/.test(type) === false) continue;
      if (
        !['String', 'Int', 'BigInt', 'Boolean', 'DateTime', 'Decimal', 'Json', 'Bytes'].includes(
          type,
        )
      ) {
        if (!/^[A-Z]\w+$/.test(type) || text.includes(`model ${type} {`)) continue;
      }
      columns.push({
        name: /@map\("([^"]+)"\)/.exec(rest)?.[1] ?? name,
        type,
        list: Boolean(list),
      });
    }
    tables.set(table, columns);
  }
  return tables;
}

/**
 * Columns named like a stored file's key that are none: what else they hold. A new one here needs
 * a reason; a new file column needs a record's `files` instead.
 */
const NOT_FILE_KEYS: Record<string, string> = {
  'installation.form_key': "the contact form's HMAC key",
  'passkeys.public_key': "a passkey's public key",
};

/** Columns of a snapshotted table that its snapshot leaves out, and why. */
const NOT_SNAPSHOTTED: Record<string, string> = {
  'organization.id': 'the one row there is (1)',
  'organization.require_two_factor': 'the sign-in policy (Team screen), not the profile',
  'organization.time_zone': 'the firm time zone of scheduled times (a setting), not the profile',
  'about_us.id': 'the one row there is (1)',
};

describe('entity records', () => {
  const tables = tablesOfSchema();

  it('name every column that holds a stored file', () => {
    const named = new Set(
      ENTITY_RECORDS.flatMap((record) => record.files.map((file) => `${record.table}.${file.key}`)),
    );
    const fileColumns = [...tables].flatMap(([table, columns]) =>
      columns
        .filter((column) => column.type === 'String' && !column.list && /_key$/.test(column.name))
        .map((column) => `${table}.${column.name}`)
        .filter((column) => !(column in NOT_FILE_KEYS)),
    );
    expect(fileColumns.length).toBeGreaterThan(5);
    expect(fileColumns.filter((column) => !named.has(column))).toEqual([]);
    // And name only columns that exist, each with the column of its URL.
    for (const record of ENTITY_RECORDS) {
      const columns = (tables.get(record.table) ?? []).map((column) => column.name);
      for (const file of record.files) {
        expect({
          record: record.entity,
          column: file.key,
          exists: columns.includes(file.key),
        }).toMatchObject({ exists: true });
        expect({
          record: record.entity,
          column: file.url,
          exists: columns.includes(file.url),
        }).toMatchObject({ exists: true });
      }
    }
  });

  it('keep every column of their table in their snapshot', () => {
    for (const record of ENTITY_RECORDS) {
      const columns = tables.get(record.table);
      expect({ record: record.entity, table: record.table, known: Boolean(columns) }).toEqual({
        record: record.entity,
        table: record.table,
        known: true,
      });
      const schema = record.snapshot.schema as unknown as { shape: Record<string, unknown> };
      const snapshotted = new Set(Object.keys(schema.shape));
      const missing = (columns ?? [])
        .map((column) => column.name)
        .filter(
          (column) => !snapshotted.has(column) && !(`${record.table}.${column}` in NOT_SNAPSHOTTED),
        );
      expect({ record: record.entity, missing }).toEqual({ record: record.entity, missing: [] });
    }
  });
});
