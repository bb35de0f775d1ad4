/**
 * Roles at work: what a Contributor makes starts disabled and stays so, a role change reaches
 * the holder's existing tokens at their next call, at least one Owner always remains (also when
 * two demote each other at once), only Owners touch Owners, custom roles are enforced as edited,
 * and a role can require two-factor sign-in of its holders. Every change is in the activity log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Caller, type Harness } from '../../test/harness';
import { expectError, expectFieldError, rejectionOf } from '../../test/expect';
import { createProject, createService, uploadGallery } from '../../test/fixtures';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { setRoleFromCommandLine } from '../domain/roles';
import { PermissionDeniedError } from '../errors';

let h: Harness;
let owner: Caller;

beforeAll(async () => {
  h = await createHarness();
  owner = await h.signedIn();
});
afterAll(async () => {
  await h.close();
});

let accounts = 0;
/** A new account with `role`, and a caller signed in as it (a fresh token, a fresh proof). */
async function member(role: string) {
  accounts += 1;
  const user = await h.createUser({ role, email: `${role}-${accounts}@example.com` });
  const token = await h.issueToken(user.id);
  return { user, token, caller: await h.signedIn({ authToken: token }) };
}

async function expectDenied(call: Promise<unknown>, permission: string) {
  const error = await rejectionOf(call);
  expect(error.code).toBe('FORBIDDEN');
  expect(error.cause).toBeInstanceOf(PermissionDeniedError);
  expect((error.cause as PermissionDeniedError).details.missing_permission).toBe(permission);
  return error;
}

describe('a Contributor', () => {
  it('adds a project and photos that stay disabled until someone who may publish enables them', async () => {
    const service = await createService(owner, { name: 'Residential Construction' });
    const { caller } = await member('contributor');
    const project = await createProject(caller, service.id, { title: 'Hill House' });
    expect(project.is_enabled).toBe(false);
    const [photo] = await uploadGallery(caller, project.id, 1, '1');
    expect(photo?.is_enabled).toBe(false);

    await expectDenied(caller.projects.toggleStatus({ id: project.id }), 'projects.publish');
    await expectDenied(
      caller.projects.update({
        ...project,
        id: project.id,
        is_enabled: true,
        service_id: service.id,
      }),
      'projects.publish',
    );
    await expectDenied(caller.projects.delete({ id: project.id }), 'projects.delete');
    await expectDenied(
      caller.projects.reorder({ service_id: service.id, ids: [project.id] }),
      'projects.publish',
    );
    // Edits that leave the status alone go through.
    const edited = await caller.projects.update({
      ...project,
      id: project.id,
      service_id: service.id,
      title: 'Hill House, Lonavala',
      is_enabled: false,
    });
    expect(edited.title).toBe('Hill House, Lonavala');

    // An Editor publishes it; a new item of theirs is enabled, as before roles.
    const { caller: editor } = await member('editor');
    expect((await editor.projects.toggleStatus({ id: project.id })).is_enabled).toBe(true);
    expect((await createProject(editor, service.id, { title: 'Editor House' })).is_enabled).toBe(
      true,
    );
  });

  it('sees no inquiries, team or backup, with a message naming what is missing', async () => {
    const { caller } = await member('contributor');
    const error = await expectDenied(caller.contacts.list({}), 'contacts.view');
    expect(error.message).toBe(
      'Your role (Contributor) does not allow you to view contact submissions.',
    );
    await expectDenied(caller.team.list(), 'team.view');
    await expectDenied(caller.backup.download(), 'backups.export');
    // Their own account is theirs to manage.
    expect((await caller.auth.me()).email).toMatch(/^contributor-/);
  });
});

describe('a role change', () => {
  it('reaches the holder’s existing token at its next call, and is in the activity log', async () => {
    const { user, token, caller } = await member('editor');
    await caller.services.list({});
    const changed = await owner.team.setRole({ id: user.id, role_id: 'inquiries' });
    expect(changed.role).toEqual({ id: 'inquiries', name: 'Inquiries' });
    // The same token, its next request.
    const next = await h.signedIn({ authToken: token });
    await expectDenied(next.services.list({}), 'services.view');
    await next.contacts.list({});
    const events = await owner.activity.list({ type: 'user.role_change' });
    expect(events.data[0]).toMatchObject({
      entity_label: user.email,
      values: { role: { from: 'Editor', to: 'Inquiries' } },
    });
  });

  it('is for Owners only, never one’s own, and never leaves no Owner', async () => {
    const { user: editor } = await member('editor');
    const { caller: admin, user: adminUser } = await member('admin');
    await expectDenied(admin.team.setRole({ id: editor.id, role_id: 'contributor' }), 'roles.edit');
    await expectFieldError(owner.team.setRole({ id: h.admin.id, role_id: 'editor' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'You cannot change your own role: ask another Owner',
    });
    await expectFieldError(owner.team.setRole({ id: editor.id, role_id: 'no-such-role' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'role_id',
      message: 'Role not found',
    });
    // An Admin sees the team but neither invites nor removes anyone, and resets no Owner.
    await expectDenied(
      admin.team.invite({ name: 'New Editor', email: 'new-editor@example.com', role_id: 'editor' }),
      'team.create',
    );
    await expectDenied(admin.team.remove({ id: editor.id }), 'team.delete');
    await expectError(admin.team.resetTwoFactor({ id: h.admin.id }), 'FORBIDDEN', /Only an Owner/);
    expect(await h.services.db.user.findUnique({ where: { id: adminUser.id } })).not.toBeNull();
    expect(await h.services.db.user.findUnique({ where: { id: editor.id } })).not.toBeNull();
  });

  it('keeps an Owner’s account to Owners, even for a custom role that manages the team', async () => {
    const officeManager = await owner.roles.create({
      name: 'Office manager',
      description: '',
      permissions: ['team.view', 'team.create', 'team.delete', 'security_policy.edit'],
      require_two_factor: false,
      based_on: 'admin',
    });
    const { caller: manager } = await member(officeManager.id);
    await expectError(
      manager.team.invite({ name: 'New Owner', email: 'new-owner@example.com', role_id: 'owner' }),
      'FORBIDDEN',
      'Only an Owner can change, remove or reset an Owner, or make someone an Owner',
    );
    await expectError(manager.team.remove({ id: h.admin.id }), 'FORBIDDEN', /Only an Owner/);
    await expectError(
      manager.team.resetTwoFactor({ id: h.admin.id }),
      'FORBIDDEN',
      /Only an Owner/,
    );
    const invited = await manager.team.invite({
      name: 'New Editor',
      email: 'manager-invitee@example.com',
      role_id: 'editor',
    });
    expect(invited).toMatchObject({ email: 'manager-invitee@example.com', role: { id: 'editor' } });
    expect(await h.services.db.user.findUnique({ where: { id: h.admin.id } })).not.toBeNull();
  });

  it('lets one of two Owners demoting each other at once succeed, never both', async () => {
    // Every other Owner demoted first, so that these two are the last.
    await h.services.db.user.updateMany({
      where: { roleId: 'owner', id: { not: h.admin.id } },
      data: { roleId: 'admin' },
    });
    const second = await member('owner');
    const results = await Promise.allSettled([
      owner.team.setRole({ id: second.user.id, role_id: 'admin' }),
      second.caller.team.setRole({ id: h.admin.id, role_id: 'admin' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await h.services.db.user.count({ where: { roleId: 'owner' } })).toBe(1);
    // Put back: the harness admin is the Owner the other tests call as.
    const remaining = await h.services.db.user.findFirstOrThrow({ where: { roleId: 'owner' } });
    if (remaining.id !== h.admin.id) {
      await h.services.db.user.update({ where: { id: h.admin.id }, data: { roleId: 'owner' } });
    }
  });

  it('refuses to remove or demote the last Owner, even for a role that may edit roles', async () => {
    await h.services.db.user.updateMany({
      where: { roleId: 'owner', id: { not: h.admin.id } },
      data: { roleId: 'admin' },
    });
    const keyholder = await owner.roles.create({
      name: 'Keyholder',
      description: '',
      permissions: ['team.view', 'team.delete', 'roles.edit'],
      require_two_factor: false,
      based_on: 'admin',
    });
    const { caller } = await member(keyholder.id);
    await expectFieldError(caller.team.remove({ id: h.admin.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'At least one Owner must remain: make someone else an Owner first',
    });
    await expectFieldError(caller.team.setRole({ id: h.admin.id, role_id: 'admin' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'role_id',
      message: 'At least one Owner must remain: make someone else an Owner first',
    });
    expect(await h.services.db.user.count({ where: { roleId: 'owner' } })).toBe(1);
  });
});

describe('custom roles', () => {
  it('are enforced as an Owner edits them, and refused when they name a right that does not exist', async () => {
    const role = await owner.roles.create({
      name: 'Residential photographer',
      description: 'Adds photos',
      permissions: ['projects.view', 'gallery.view', 'gallery.create'],
      require_two_factor: false,
      based_on: 'contributor',
    });
    expect(role.permissions).toEqual(['projects.view', 'gallery.view', 'gallery.create']);
    const { caller, token } = await member(role.id);
    await caller.gallery.list({});
    await expectDenied(caller.projects.create(createInput()), 'projects.create');

    await owner.roles.update({
      id: role.id,
      name: 'Residential photographer',
      description: 'Adds photos and projects',
      permissions: [...role.permissions, 'projects.create'],
      require_two_factor: false,
    });
    // Now allowed: refused only for the service that does not exist, not for the role.
    const next = await h.signedIn({ authToken: token });
    const error = await rejectionOf(next.projects.create(createInput()));
    expect(error.cause).not.toBeInstanceOf(PermissionDeniedError);
    await expectFieldError(
      owner.roles.create({
        name: 'Broken',
        description: '',
        permissions: ['projects.fly'],
        require_two_factor: false,
        based_on: null,
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'permissions',
        message: 'Unknown permission: projects.fly',
      },
    );
    await expectFieldError(owner.roles.delete({ id: role.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'This role is given to 1 person: give them another role first.',
    });
    await expectFieldError(
      owner.roles.update({
        id: 'owner',
        name: 'Boss',
        description: '',
        permissions: [],
        require_two_factor: false,
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'id',
        message: 'A preset role cannot be changed: copy it to make a role of your own',
      },
    );
  });

  it('may require two-factor sign-in of their holders', async () => {
    const { caller, user } = await member('inquiries');
    await owner.roles.setTwoFactorRequired({ id: 'inquiries', required: true });
    expect((await caller.security.twoFactorPolicy()).required_of_you).toBe(true);
    // Past the grace without a second factor, only the set-up answers.
    await h.services.db.user.update({
      where: { id: user.id },
      data: { signInsWithoutSecondFactor: 4 },
    });
    await expectError(caller.contacts.list({}), 'FORBIDDEN', /requires two-factor sign-in/);
    await owner.roles.setTwoFactorRequired({ id: 'inquiries', required: false });
    await caller.contacts.list({});
  });
});

function createInput() {
  return {
    service_id: 'no-such-service',
    title: 'A project',
    builtup_area_sqft: 1000,
    location: 'Pune',
    client_name: 'A client',
    start_month: 'January',
    start_year: 2020,
    end_month: 'March',
    end_year: 2021,
    scope_of_work: 'Design and construction.',
    is_enabled: true,
  } as const;
}

describe('exports', () => {
  it('are in the activity log with who made them, never a search’s text', async () => {
    const { caller } = await member('inquiries');
    await caller.contacts.export({ search: 'meera@example.com' });
    const events = await owner.activity.list({ type: 'contact_submission.export' });
    expect(events.data[0]?.actor?.email).toMatch(/^inquiries-/);
    expect(events.data[0]?.values).toMatchObject({ searched: { to: true } });
    expect(JSON.stringify(events.data[0])).not.toContain('meera');
  });
});

describe('over REST', () => {
  it('lists the roles and rights, makes, edits and deletes a custom role and gives it to a user', async () => {
    const server = await startRestServer(h.services);
    try {
      const call = restClient(server.url);
      const token = await h.issueToken(h.admin.id);
      const roles = await call('GET', '/dashboard/roles', { token });
      expect(roles.status).toBe(200);
      expect((roles.body.data as { id: string }[]).slice(0, 5).map((role) => role.id)).toEqual([
        'owner',
        'admin',
        'editor',
        'contributor',
        'inquiries',
      ]);
      const catalogue = await call('GET', '/dashboard/roles/permissions', { token });
      expect(catalogue.body.data).toMatchObject({
        resources: expect.arrayContaining([
          {
            id: 'contacts',
            label: 'Contact submissions',
            actions: ['view', 'edit', 'delete', 'export'],
          },
        ]) as unknown,
      });

      const created = await call('POST', '/dashboard/roles', {
        token,
        json: { name: 'Site visits', permissions: ['contacts.view'], based_on: 'inquiries' },
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Role created');
      const id = (created.body.data as { id: string }).id;
      const edited = await call('PUT', `/dashboard/roles/${id}`, {
        token,
        json: { name: 'Site visits', permissions: ['contacts.view', 'contacts.edit'] },
      });
      expect(edited.body.data).toMatchObject({ permissions: ['contacts.view', 'contacts.edit'] });
      const strict = await call('PUT', `/dashboard/roles/${id}/two-factor`, {
        token,
        json: { required: true },
      });
      expect(strict.body.data).toMatchObject({ require_two_factor: true });

      const { user, token: theirs } = await member('editor');
      const given = await call('PUT', `/dashboard/users/${user.id}/role`, {
        token,
        json: { role_id: id },
      });
      expect(given.status).toBe(200);
      expect(given.body).toMatchObject({ message: 'Role changed', data: { role: { id } } });
      const refused = await call('GET', '/dashboard/services', { token: theirs });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        message: 'Your role (Site visits) does not allow you to view services.',
        data: { missing_permission: 'services.view', role: { id, name: 'Site visits' } },
      });

      const inUse = await call('DELETE', `/dashboard/roles/${id}`, { token });
      expect(inUse.status).toBe(422);
      await call('PUT', `/dashboard/users/${user.id}/role`, { token, json: { role_id: 'editor' } });
      const deleted = await call('DELETE', `/dashboard/roles/${id}`, { token });
      expect(deleted.body).toMatchObject({ success: true, message: 'Role deleted' });
    } finally {
      await server.close();
    }
  });
});

describe('a token with a narrower scope', () => {
  it('holds only the rights asked for at sign-in that its account’s role has, never more', async () => {
    const server = await startRestServer(h.services);
    try {
      const call = restClient(server.url);
      const { user } = await member('editor');
      const login = await call('POST', '/dashboard/auth/login', {
        json: {
          email: user.email,
          password: user.password,
          scope: ['services.view', 'contacts.view'],
        },
        client: '198.51.100.77',
      });
      expect(login.status).toBe(200);
      const { token } = login.body.data as { token: string };
      expect((await call('GET', '/dashboard/services', { token })).status).toBe(200);
      const create = await call('POST', '/dashboard/redirects', {
        token,
        json: { from: '/old', to: '/about-us' },
      });
      expect(create.status).toBe(403);
      expect(create.body.data).toMatchObject({ missing_permission: 'redirects.create' });
      // Asked for, but the Editor role has no inquiries: the token has none either.
      const contacts = await call('GET', '/dashboard/contact-submissions', { token });
      expect(contacts.status).toBe(403);
      const me = await call('GET', '/dashboard/auth/me', { token });
      expect(me.body.data).toMatchObject({ permissions: ['services.view'] });

      const unknown = await call('POST', '/dashboard/auth/login', {
        json: { email: user.email, password: user.password, scope: ['services.fly'] },
        client: '198.51.100.77',
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ scope: ['Unknown permission: services.fly'] });
    } finally {
      await server.close();
    }
  });
});

describe('npm run set-role', () => {
  it('gives an account a role by id or name, recorded, and keeps the last Owner', async () => {
    const { user } = await member('inquiries');
    expect(await setRoleFromCommandLine(h.services, user.email, 'Owner')).toEqual({
      email: user.email,
      role: 'Owner',
      changed: true,
    });
    expect((await setRoleFromCommandLine(h.services, user.email, 'owner')).changed).toBe(false);
    const events = await owner.activity.list({ type: 'user.role_change', limit: 100 });
    const theirs = events.data.filter((event) => event.entity_label === user.email);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      actor: { email: user.email },
      values: { role: { from: 'Inquiries', to: 'Owner' } },
    });
    await expect(setRoleFromCommandLine(h.services, 'nobody@example.com', 'owner')).rejects.toThrow(
      'No account has this e-mail address.',
    );
    await expect(setRoleFromCommandLine(h.services, user.email, 'Janitor')).rejects.toThrow(
      'Role not found',
    );
    await h.services.db.user.updateMany({
      where: { roleId: 'owner', id: { not: user.id } },
      data: { roleId: 'admin' },
    });
    await expect(setRoleFromCommandLine(h.services, user.email, 'editor')).rejects.toThrow(
      'At least one Owner must remain',
    );
    await h.services.db.user.update({ where: { id: h.admin.id }, data: { roleId: 'owner' } });
  });
});

describe('a role limited to chosen services', () => {
  it('lists and changes only their projects and photos, and is refused the rest with a 403', async () => {
    const residential = await createService(owner, { name: 'Residential Homes' });
    const commercial = await createService(owner, { name: 'Commercial Offices' });
    const ours = await createProject(owner, residential.id, { title: 'Our Villa' });
    const theirs = await createProject(owner, commercial.id, { title: 'Their Tower' });
    const [theirPhoto] = await uploadGallery(owner, theirs.id);
    const role = await owner.roles.create({
      name: 'Residential contributor',
      description: '',
      permissions: [
        'services.view',
        'projects.view',
        'projects.create',
        'projects.edit',
        'gallery.view',
        'gallery.create',
        'gallery.edit',
      ],
      require_two_factor: false,
      based_on: 'contributor',
      service_ids: [residential.id],
    });
    expect(role.service_ids).toEqual([residential.id]);
    const { caller } = await member(role.id);

    const services = await caller.services.list({ limit: 100 });
    expect(services.data.map((service) => service.id)).toEqual([residential.id]);
    const projects = await caller.projects.list({ limit: 100 });
    expect(projects.data.map((project) => project.id)).toEqual([ours.id]);
    expect((await caller.projects.serviceOptions()).map((option) => option.id)).toEqual([
      residential.id,
    ]);
    const photos = await caller.gallery.list({ limit: 100 });
    expect(photos.data.some((photo) => photo.project.id === theirs.id)).toBe(false);

    const limited =
      'Your role (Residential contributor) is limited to other services: this item is not one of them.';
    await expectError(caller.projects.get({ id: theirs.id }), 'FORBIDDEN', limited);
    await expectError(
      createProject(caller, commercial.id, { title: 'Sneaked in' }),
      'FORBIDDEN',
      limited,
    );
    await expectError(
      caller.projects.update({
        ...ours,
        id: ours.id,
        service_id: commercial.id,
        is_enabled: ours.is_enabled,
      }),
      'FORBIDDEN',
      limited,
    );
    await expectError(uploadGallery(caller, theirs.id), 'FORBIDDEN', limited);
    await expectError(
      caller.gallery.update({ id: theirPhoto?.id ?? '', alt: 'Mine now' }),
      'FORBIDDEN',
      limited,
    );
    // Their own service's work goes on.
    const added = await createProject(caller, residential.id, { title: 'Our Cottage' });
    expect(added.is_enabled).toBe(false);

    // The trash and new services are every service's: a limited role holds neither right.
    const wide = await owner.roles.create({
      name: 'Residential editor',
      description: '',
      permissions: ['services.view', 'services.create', 'services.publish', 'trash.view'],
      require_two_factor: false,
      based_on: 'editor',
      service_ids: [residential.id],
    });
    const { caller: wideCaller } = await member(wide.id);
    expect((await wideCaller.auth.me()).permissions).toEqual(['services.view', 'services.publish']);
    await expectDenied(wideCaller.trash.list({}), 'trash.view');
    await expectError(
      wideCaller.services.reorder({ ids: [residential.id] }),
      'FORBIDDEN',
      'Your role (Residential editor) is limited to other services: this item is not one of them.',
    );

    await expectFieldError(
      owner.roles.create({
        name: 'Nowhere',
        description: '',
        permissions: [],
        require_two_factor: false,
        based_on: null,
        service_ids: ['no-such-service'],
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'service_ids',
        message: 'Unknown service: no-such-service',
      },
    );
  });
});

describe('view as role', () => {
  it('shows an Owner’s session the dashboard as the role sees it, read-only, until they stop', async () => {
    const { issueAuthToken } = await import('../auth/tokens');
    const { AuthTokenKind } = await import('@kasar/db');
    const session = await issueAuthToken(h.services.db, h.admin.id, AuthTokenKind.SESSION);
    const as = () => h.signedIn({ authToken: session.token, channel: 'web' });

    const started = await (await as()).roles.viewAs({ role_id: 'inquiries' });
    expect(started).toEqual({
      viewing_as: { id: 'inquiries', name: 'Inquiries' },
      message: 'Viewing the dashboard as Inquiries',
    });
    const viewing = await as();
    expect(await viewing.auth.me()).toMatchObject({
      role: { id: 'inquiries' },
      permissions: ['contacts.view', 'contacts.edit', 'contacts.export'],
      viewing_as: { id: 'inquiries', name: 'Inquiries' },
    });
    await expectDenied(viewing.services.list({}), 'services.view');
    await viewing.contacts.list({});
    // Read-only: not even what the viewed role could change.
    await expectError(
      viewing.contacts.setStatusMany({ ids: [], status: 'read' }),
      'FORBIDDEN',
      'You are viewing the dashboard as Inquiries: it is read-only. Stop viewing as Inquiries to make changes.',
    );
    // Other sessions and tokens of the account are their own.
    expect((await owner.auth.me()).viewing_as).toBeNull();

    expect(await viewing.roles.viewAs({ role_id: null })).toMatchObject({ viewing_as: null });
    expect((await (await as()).auth.me()).role.id).toBe('owner');
    const events = await owner.activity.list({ type: 'auth.view_as' });
    // Both at the harness clock's one time: in either order.
    expect(events.data.map((event) => event.values)).toHaveLength(2);
    expect(events.data.map((event) => event.values)).toEqual(
      expect.arrayContaining([
        { viewing_as: { from: 'Inquiries', to: null } },
        { viewing_as: { from: null, to: 'Inquiries' } },
      ]),
    );
  });

  it('is for Owners, in the dashboard only', async () => {
    const { caller } = await member('admin');
    await expectDenied(caller.roles.viewAs({ role_id: 'editor' }), 'roles.edit');
    await expectFieldError(owner.roles.viewAs({ role_id: 'editor' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'role_id',
      message: 'View as role works in the dashboard only',
    });
    // Over REST a bearer token is never a dashboard session.
    const server = await startRestServer(h.services);
    try {
      const answer = await restClient(server.url)('PUT', '/dashboard/roles/view-as', {
        token: await h.issueToken(h.admin.id),
        json: { role_id: 'editor' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ role_id: ['View as role works in the dashboard only'] });
    } finally {
      await server.close();
    }
  });
});
