/**
 * Roles, enforced once: every staff procedure names the right it needs (a drift guard), and for
 * every preset role, every staff route of the OpenAPI document answers a call the role may not
 * make with the 403 naming the missing right, and lets every other one through. Read from the
 * document, so a new route without a rule fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import { restClient } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { appRouter } from '../root';
import { buildOpenApiDocument } from '../rest/openapi';
import { listProcedures } from '../rest/procedures';
import {
  isPermission,
  PERMISSIONS,
  PRESET_ROLE_IDS,
  PRESET_ROLES,
  type Permission,
  type PresetRoleId,
} from '.';

let h: Harness;
let server: RestServer;

beforeAll(async () => {
  h = await createHarness();
  server = await startRestServer(h.services);
});
afterAll(async () => {
  await server.close();
  await h.close();
});

describe('every procedure declares who may call it', () => {
  it('names a right (or own-account) on every staff procedure, and none on public ones', () => {
    const procedures = listProcedures(appRouter);
    const missing = procedures
      .filter((procedure) => procedure.meta.access !== 'public')
      .filter(
        ({ meta }) =>
          meta.permission === undefined ||
          (meta.permission !== 'own-account' && !isPermission(meta.permission)),
      )
      .map((procedure) => procedure.path);
    expect(missing).toEqual([]);
    const publicWithOne = procedures
      .filter((procedure) => procedure.meta.access === 'public' && procedure.meta.permission)
      .map((procedure) => procedure.path);
    expect(publicWithOne).toEqual([]);
  });

  it('gives every right to some procedure, so the matrix holds nothing that does nothing', () => {
    const used = new Set(listProcedures(appRouter).map((procedure) => procedure.meta.permission));
    expect(PERMISSIONS.filter((permission) => !used.has(permission))).toEqual([]);
  });
});

describe('the preset roles', () => {
  const rights = (id: PresetRoleId) => new Set<Permission>(PRESET_ROLES[id].permissions);

  it('gives the Owner everything, and the Admin everything but team changes, roles and backups', () => {
    expect([...rights('owner')]).toEqual([...PERMISSIONS]);
    expect(PERMISSIONS.filter((permission) => !rights('admin').has(permission))).toEqual([
      'team.create',
      'team.delete',
      'roles.edit',
      'backups.export',
    ]);
  });

  it('keeps the Editor to content, the Contributor from publishing, the Inquiries role to inquiries', () => {
    const editor = rights('editor');
    for (const permission of ['projects.publish', 'redirects.delete', 'trash.restore'] as const) {
      expect(editor.has(permission)).toBe(true);
    }
    for (const permission of [
      'team.view',
      'backups.export',
      'contacts.view',
      'trash.delete',
    ] as const) {
      expect(editor.has(permission)).toBe(false);
    }
    const contributor = [...rights('contributor')];
    expect(contributor.filter((permission) => /\.(publish|delete)$/.test(permission))).toEqual([]);
    expect(contributor).toContain('gallery.create');
    expect([...rights('inquiries')]).toEqual(['contacts.view', 'contacts.edit', 'contacts.export']);
  });
});

interface Operation {
  'x-permission'?: string;
  security?: unknown[];
}

/** Every staff operation of the OpenAPI document: method, path and the right it names. */
function staffOperations() {
  const document = buildOpenApiDocument({ serverUrl: '/api/v1' }) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        permission: operation['x-permission'],
      })),
  );
}

describe.each(PRESET_ROLE_IDS)('over REST, as the %s preset', (roleId) => {
  it('answers each staff route it may not call with a 403 naming the right, and no other', async () => {
    const user = await h.createUser({ role: roleId, email: `${roleId}-matrix@example.com` });
    const call = restClient(server.url);
    const held = new Set<string>(PRESET_ROLES[roleId].permissions);
    const wrong: string[] = [];
    const operations = staffOperations();
    expect(operations.length).toBeGreaterThan(90);
    for (const { method, path, permission } of operations) {
      expect(permission, `${method} ${path} names its right in the document`).toBeDefined();
      // A token of its own per call: signing out, or ending the other sessions, ends no other.
      const token = await h.issueToken(user.id);
      const url = path.replace(/\{\w+\}/g, 'no-such-item');
      const result = await call(method, url, {
        token,
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
      const data = result.body.data as { missing_permission?: string } | undefined;
      const allowed = permission === 'own-account' || held.has(permission ?? '');
      const refused = result.status === 403 && data?.missing_permission === permission;
      if (result.status >= 500) wrong.push(`${method} ${path}: ${result.status}`);
      else if (allowed && result.status === 403) {
        wrong.push(`${method} ${path}: 403 though allowed (${result.body.message})`);
      } else if (!allowed && !refused) {
        wrong.push(`${method} ${path}: ${result.status} though ${permission} is missing`);
      } else if (refused) {
        expect(result.body.message).toMatch(/^Your role \(.+\) does not allow you to .+\.$/);
      }
    }
    expect(wrong).toEqual([]);
  });
});
