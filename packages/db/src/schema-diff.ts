/**
 * Offline schema diffing with Prisma's WebAssembly schema engine, driven through the pg driver
 * adapter (the native engine cannot be downloaded here). Used to write new migrations and to
 * prove that the committed migrations still match schema.prisma.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';

import { listMigrations, migrationsDir } from './migrate';

export const schemaPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../prisma/schema.prisma',
);

let initialised = false;
let lastPanic = '';

declare global {
  var PRISMA_WASM_PANIC_REGISTRY: { set_message(message: string): void } | undefined;
}

async function loadEngineModule() {
  if (!initialised) {
    // The engine reports Rust panics through this global; keep the text for the error we throw.
    globalThis.PRISMA_WASM_PANIC_REGISTRY = {
      set_message: (message: string) => {
        lastPanic = message;
      },
    };
    const require = createRequire(import.meta.url);
    const wasmPath = require
      .resolve('@prisma/schema-engine-wasm/schema_engine_bg')
      .replace(/\.js$/, '.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      './schema_engine_bg.js': engineBindings as unknown as WebAssembly.ModuleImports,
    });
    engineBindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
    initialised = true;
  }
  return engineBindings;
}

const noFilters = { externalTables: [], externalEnums: [] };

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

type QueryResultLike = { fields: { dataTypeID: number }[] };
type ResultSetLike = { columnTypes: number[] };
type Method<R> = (this: unknown, ...args: unknown[]) => Promise<R>;

/**
 * The engine's catalog queries return PostgreSQL's internal one-byte "char" type
 * (pg_constraint.contype and the like), which the pg driver adapter does not map. The values
 * arrive as strings already, so each query is let through as text and the columns are then
 * reported as Character, which is what the schema describer reads. Only the migration tooling
 * loads this file.
 */
async function teachCharColumns(factory: PrismaPg): Promise<PrismaPg> {
  const probe = await factory.connect();
  let proto = Object.getPrototypeOf(probe) as Record<string, unknown> | null;
  while (proto && !Object.hasOwn(proto, 'performIO')) {
    proto = Object.getPrototypeOf(proto) as Record<string, unknown> | null;
  }
  await probe.dispose();
  if (!proto || Object.hasOwn(proto, '__charColumnsTaught')) return factory;
  const charColumns = new AsyncLocalStorage<number[]>();
  const performIO = proto.performIO as Method<QueryResultLike>;
  const queryRaw = proto.queryRaw as Method<ResultSetLike>;
  proto.performIO = async function (this: unknown, ...args: unknown[]) {
    const result = await performIO.apply(this, args);
    const found = charColumns.getStore();
    result.fields.forEach((field, index) => {
      if (field.dataTypeID !== PG_CHAR_OID) return;
      field.dataTypeID = PG_TEXT_OID;
      found?.push(index);
    });
    return result;
  };
  proto.queryRaw = function (this: unknown, ...args: unknown[]) {
    const found: number[] = [];
    return charColumns.run(found, async () => {
      const resultSet = await queryRaw.apply(this, args);
      for (const index of found) resultSet.columnTypes[index] = ColumnTypeEnum.Character;
      return resultSet;
    });
  };
  proto.__charColumnsTaught = true;
  return factory;
}

/**
 * The pg adapter factory, with a shadow database of our own making: the adapter's drops the
 * database while its own pool is still connected, which PostgreSQL refuses.
 */
async function migrationAdapter(
  connectionString: string,
): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const url = new URL(connectionString);
  const fieldsFor = (database: string) => ({
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
  });
  const main = await teachCharColumns(
    new PrismaPg(fieldsFor(decodeURIComponent(url.pathname.slice(1)) || 'postgres')),
  );
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    connectToShadowDb: async () => {
      const shadow = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
      const admin = await main.connect();
      await admin.executeScript(`CREATE DATABASE "${shadow}"`);
      const adapter = await new PrismaPg(fieldsFor(shadow)).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await admin.executeScript(`DROP DATABASE IF EXISTS "${shadow}" WITH (FORCE)`);
        await admin.dispose();
      };
      return adapter;
    },
  };
}

/**
 * SQL that takes a database built from the committed migrations to the state schema.prisma
 * describes; an empty string when they agree. `connectionString` names a server where the
 * engine may create (and drops again) a temporary shadow database.
 */
export async function diffMigrationsToSchema(
  connectionString: string,
  schema = fs.readFileSync(schemaPath, 'utf8'),
): Promise<string> {
  const { SchemaEngine } = await loadEngineModule();
  const files = [{ path: schemaPath, content: schema }];
  const adapter = bindMigrationAwareSqlAdapterFactory(await migrationAdapter(connectionString));
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, adapter);
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const result = await engine
    .diff({
      from: {
        tag: 'migrations',
        baseDir: migrationsDir,
        lockfile: {
          path: 'migration_lock.toml',
          content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null,
        },
        shadowDbInitScript: '',
        migrationDirectories: listMigrations().map((migration) => ({
          path: migration.name,
          migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: migration.sql } },
        })),
      },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: null,
      filters: noFilters,
    })
    .catch((error: unknown) => {
      throw new Error(`Schema engine failed: ${lastPanic || String(error)}`, { cause: error });
    });
  const sql = (result.stdout ?? '').trim();
  return sql === '-- This is an empty migration.' ? '' : sql;
}
