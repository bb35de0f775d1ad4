import type { AuditEvent } from '@kasar/db';
import { activityMessages, AUDIT_EVENT_TYPES, contactListMessages } from '@kasar/validators';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  contactInput,
  createProject,
  createService,
  formData,
  serviceForm,
  uploadGallery,
} from '../../test/fixtures';
import {
  expectFieldError,
  expectRouterAdminOnly,
  expectWireShape,
  signedInOf,
} from '../../test/expect';
import {
  imageFile,
  openHarness,
  pause,
  readMail,
  type Caller,
  type Harness,
} from '../../test/harness';
import { createAuditLog } from '../audit';
import { endSession } from '../domain/auth';
import { appRouter } from '../root';
import { activityRouter } from './activity';
import { listProcedures } from '../rest/procedures';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());
afterEach(() => {
  h.resetClock();
});

const DAY = 24 * 60 * 60 * 1000;
const RESET_LINK = /reset-password\?token=([A-Za-z0-9_-]+)/;

/** Every stored event, oldest first. */
const allEvents = () =>
  h.database.db.auditEvent.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

/** The events written while `action` ran, oldest first. */
async function eventsOf(action: () => Promise<unknown>): Promise<AuditEvent[]> {
  const before = new Set((await allEvents()).map((event) => event.id));
  await action();
  return (await allEvents()).filter((event) => !before.has(event.id));
}

const summary = (event: AuditEvent) => ({
  type: event.type,
  entity: event.entity,
  fields: event.fields,
  actorEmail: event.actorEmail,
});

let addressCounter = 0;
function visitor(userAgent = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0') {
  addressCounter += 1;
  return h.anonymous({ clientAddress: `198.51.100.${addressCounter}`, userAgent });
}

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    await expectRouterAdminOnly(h, activityRouter, {
      list: (c) => c.activity.list({}),
      users: (c) => c.activity.users(),
    });
  });
});

/**
 * What each mutation records. A new mutation fails this until its events are written and
 * listed here (or it is said why it records none).
 */
const EVENTS_OF_MUTATIONS: Record<string, string[]> = {
  'auth.login': ['auth.sign_in', 'auth.sign_in_failed', 'auth.lockout'],
  // Issues a single-use challenge: nobody is signed in or changed yet.
  'auth.passkeyOptions': [],
  'auth.passkeyLogin': ['auth.sign_in_passkey', 'auth.sign_in_failed'],
  // Issues the options of a passkey answering the second step: nothing changes yet.
  'auth.loginSecondStepOptions': [],
  // Two-factor sign-in: the second step after a right password.
  'auth.loginSecondStep': [
    'auth.sign_in',
    'auth.second_factor_failed',
    'auth.recovery_code_used',
    'auth.lockout',
  ],
  'auth.logout': ['auth.sign_out'],
  'auth.forgotPassword': ['auth.password_reset_requested'],
  'auth.resetPassword': ['auth.password_reset_completed'],
  'auth.changePassword': ['auth.password_changed', 'auth.lockout'],
  'auth.confirm': ['auth.identity_confirmed', 'auth.identity_confirm_failed', 'auth.lockout'],
  // Issues a single-use challenge for confirming with a passkey: nothing changes yet.
  'auth.confirmPasskeyOptions': [],
  'services.create': ['service.create'],
  'services.update': ['service.update'],
  'services.delete': ['service.delete'],
  'services.toggleStatus': ['service.toggle'],
  'services.reorder': ['service.reorder'],
  'services.restoreVersion': ['service.version_restore'],
  'services.saveDraft': ['service.draft_save'],
  'services.discardDraft': ['service.draft_discard'],
  'services.publishDraft': ['service.draft_publish'],
  'services.submitDraft': ['service.review_submit'],
  'services.requestChanges': ['service.review_changes'],
  'services.scheduleChange': ['service.schedule'],
  'services.cancelSchedule': ['service.schedule_cancel'],
  'services.sharePreview': ['service.preview_share'],
  'services.revokePreview': ['service.preview_revoke'],
  'releases.create': ['release.create'],
  'releases.rename': ['release.update'],
  'releases.delete': ['release.delete'],
  'releases.addItem': ['release.update'],
  'releases.removeItem': ['release.update'],
  'releases.publish': ['release.publish'],
  'releases.schedule': ['release.schedule'],
  'releases.cancelSchedule': ['release.schedule_cancel'],
  'releases.revert': ['release.revert'],
  'releases.sharePreview': ['release.preview_share'],
  'releases.revokePreview': ['release.preview_revoke'],
  // Stores images for a service page's text: no record changes until the service is saved.
  'services.uploadImages': [],
  'projects.create': ['project.create'],
  'projects.update': ['project.update'],
  'projects.saveDraft': ['project.draft_save'],
  'projects.discardDraft': ['project.draft_discard'],
  'projects.publishDraft': ['project.draft_publish'],
  'projects.submitDraft': ['project.review_submit'],
  'projects.requestChanges': ['project.review_changes'],
  'projects.scheduleChange': ['project.schedule'],
  'projects.cancelSchedule': ['project.schedule_cancel'],
  'projects.sharePreview': ['project.preview_share'],
  'projects.revokePreview': ['project.preview_revoke'],
  'projects.delete': ['project.delete'],
  'projects.toggleStatus': ['project.toggle'],
  'projects.reorder': ['project.reorder'],
  'projects.restoreVersion': ['project.version_restore'],
  'projects.setFeatured': ['project.feature'],
  'gallery.upload': ['gallery_image.upload'],
  'gallery.update': ['gallery_image.update'],
  'gallery.delete': ['gallery_image.delete'],
  'gallery.toggleStatus': ['gallery_image.toggle'],
  'gallery.reorder': ['gallery_image.reorder'],
  'banners.create': ['banner.create'],
  'banners.update': ['banner.update'],
  'banners.saveDraft': ['banner.draft_save'],
  'banners.discardDraft': ['banner.draft_discard'],
  'banners.publishDraft': ['banner.draft_publish'],
  'banners.submitDraft': ['banner.review_submit'],
  'banners.requestChanges': ['banner.review_changes'],
  'banners.scheduleChange': ['banner.schedule'],
  'banners.cancelSchedule': ['banner.schedule_cancel'],
  'banners.sharePreview': ['banner.preview_share'],
  'banners.revokePreview': ['banner.preview_revoke'],
  'banners.delete': ['banner.delete'],
  'banners.toggleStatus': ['banner.toggle'],
  'banners.reorder': ['banner.reorder'],
  'banners.restoreVersion': ['banner.version_restore'],
  'organization.update': ['organization.update'],
  'organization.restoreVersion': ['organization.version_restore'],
  'organization.saveDraft': ['organization.draft_save'],
  'organization.discardDraft': ['organization.draft_discard'],
  'organization.publishDraft': ['organization.draft_publish'],
  'organization.sharePreview': ['organization.preview_share'],
  'organization.revokePreview': ['organization.preview_revoke'],
  'organization.setTimeZone': ['organization.time_zone'],
  'aboutUs.update': ['about_us.update'],
  'aboutUs.restoreVersion': ['about_us.version_restore'],
  'aboutUs.saveDraft': ['about_us.draft_save'],
  'aboutUs.discardDraft': ['about_us.draft_discard'],
  'aboutUs.publishDraft': ['about_us.draft_publish'],
  'aboutUs.sharePreview': ['about_us.preview_share'],
  'aboutUs.revokePreview': ['about_us.preview_revoke'],
  'contacts.open': ['contact_submission.status'],
  'contacts.setStatus': ['contact_submission.status'],
  'contacts.setStatusMany': ['contact_submission.status'],
  'contacts.delete': ['contact_submission.delete'],
  'contacts.deleteMany': ['contact_submission.delete'],
  // Visitors' messages, spam included, are the contact list's business, not staff activity.
  'public.submitContact': [],
  'team.invite': ['user.invite'],
  'team.resendInvitation': ['user.invitation_resent'],
  'team.acceptInvitation': ['user.join'],
  'team.updateOwnName': ['user.update'],
  'team.remove': ['user.remove'],
  'team.setRole': ['user.role_change'],
  'roles.create': ['role.create'],
  'roles.update': ['role.update'],
  'roles.delete': ['role.delete'],
  'roles.setTwoFactorRequired': ['role.update'],
  'roles.viewAs': ['auth.view_as'],
  // Issues a single-use challenge for the passkey the next call adds.
  'security.passkeyOptions': [],
  'security.addPasskey': ['auth.passkey_added'],
  'security.renamePasskey': ['auth.passkey_renamed'],
  'security.removePasskey': ['auth.passkey_removed'],
  'security.endSession': ['auth.session_ended'],
  'security.endOtherSessions': ['auth.other_sessions_ended'],
  // Two-factor sign-in. Starting the set-up stores a secret not yet in use: nothing to record.
  'security.startTwoFactor': [],
  'security.confirmTwoFactor': ['auth.two_factor_enabled', 'auth.lockout'],
  'security.disableTwoFactor': ['auth.two_factor_disabled', 'auth.lockout'],
  'security.regenerateRecoveryCodes': ['auth.recovery_codes_regenerated'],
  'security.setTwoFactorRequired': ['auth.two_factor_requirement_changed'],
  'team.resetTwoFactor': ['auth.two_factor_reset'],
  'trash.restore': ['trash.restore'],
  'trash.restoreMany': ['trash.restore'],
  'trash.restoreDeleted': ['trash.restore'],
  'trash.deleteForever': ['trash.delete_forever'],
  'trash.deleteForeverMany': ['trash.delete_forever'],
  'redirects.create': ['redirect.create'],
  'redirects.update': ['redirect.update'],
  'redirects.delete': ['redirect.delete'],
  'redirects.importCsv': ['redirect.import'],
};

/** Events that no mutation records: written by a command on the server, or by a download. */
const EVENTS_OF_COMMANDS: Record<string, string[]> = {
  'npm run set-password': ['auth.password_set_by_operator'],
  'npm run reset-two-factor': ['auth.two_factor_reset'],
  'npm run set-role': ['user.role_change'],
  'backup.download (a query: the archive streams)': ['backup.download'],
  'contacts.export (a query: the CSV streams)': ['contact_submission.export'],
  'the trash purge, in every server process': ['trash.purge'],
  // A scheduled change makes its item's own events (a publish, a toggle) as who scheduled it.
  'the scheduled changes runner, in every server process': [
    'service.schedule_fail',
    'project.schedule_fail',
    'banner.schedule_fail',
    'release.schedule_fail',
  ],
};

describe('coverage', () => {
  it('knows what every mutation records, and every event type has a mutation', () => {
    const mutations = listProcedures(appRouter)
      .filter((procedure) => procedure.type === 'mutation')
      .map((procedure) => procedure.path);
    expect(mutations.sort()).toEqual(Object.keys(EVENTS_OF_MUTATIONS).sort());
    const recorded = [...Object.values(EVENTS_OF_MUTATIONS), ...Object.values(EVENTS_OF_COMMANDS)];
    expect([...new Set(recorded.flat())].sort()).toEqual([...AUDIT_EVENT_TYPES].sort());
  });
});

describe('security events', () => {
  it('records sign-ins and failed ones with address and user agent, naming only real accounts', async () => {
    const user = await h.createUser({ email: 'editor@example.com' });
    const caller = await visitor();
    const [signedIn] = await eventsOf(() =>
      caller.auth.login({ email: 'Editor@Example.com', password: user.password }),
    );
    expect(signedIn).toMatchObject({
      type: 'auth.sign_in',
      actorId: user.id,
      actorEmail: 'editor@example.com',
      entity: 'user',
      entityId: user.id,
      address: `198.51.100.${addressCounter}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      values: { channel: { to: 'rest' } },
    });

    const [wrongPassword] = await eventsOf(() =>
      caller.auth.login({ email: user.email, password: 'not the password' }).catch(() => null),
    );
    expect(wrongPassword).toMatchObject({ type: 'auth.sign_in_failed', actorId: user.id });

    const [unknown] = await eventsOf(() =>
      caller.auth.login({ email: 'nobody@example.com', password: 'guess 12345' }).catch(() => null),
    );
    expect(unknown).toMatchObject({
      type: 'auth.sign_in_failed',
      actorId: null,
      actorEmail: null,
      address: `198.51.100.${addressCounter}`,
    });
  });

  it('records a lockout when the login limit refuses a call', async () => {
    const user = await h.createUser();
    const caller = await visitor();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await caller.auth.login({ email: user.email, password: 'wrong password' }).catch(() => null);
    }
    const events = await eventsOf(() =>
      caller.auth.login({ email: user.email, password: user.password }).catch(() => null),
    );
    expect(events.map(summary)).toEqual([
      { type: 'auth.lockout', entity: 'user', fields: [], actorEmail: user.email },
    ]);
    expect(events[0]?.values).toEqual({
      procedure: { to: 'auth.login' },
      refused_attempts: { to: 1 },
    });
  });

  it('records one lockout per account and lock window, counting the refused attempts', async () => {
    const user = await h.createUser();
    const caller = await visitor();
    const lockouts = () =>
      h.database.db.auditEvent.findMany({ where: { type: 'auth.lockout', actorId: user.id } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await caller.auth.login({ email: user.email, password: 'wrong password' }).catch(() => null);
    }
    // A loop of refused calls, some at once: one row, however many.
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(
        Array.from({ length: 3 }, () =>
          caller.auth.login({ email: user.email, password: 'wrong password' }).catch(() => null),
        ),
      );
    }
    expect(await lockouts()).toHaveLength(1);
    expect((await lockouts())[0]?.values).toEqual({
      procedure: { to: 'auth.login' },
      refused_attempts: { to: 12 },
    });

    // The next window of the same key is a new lockout.
    h.clock.now = new Date(Date.now() + 16 * 60 * 1000);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await caller.auth.login({ email: user.email, password: 'wrong password' }).catch(() => null);
    }
    const [, second] = (await lockouts()).sort((a, b) => +a.createdAt - +b.createdAt);
    expect(second?.values).toMatchObject({ refused_attempts: { to: 1 } });
  });

  it('records reset requested and completed and sign-out, and never a password or token', async () => {
    const user = await h.createUser({ password: 'first secret pass' });
    const requested = await eventsOf(async () => {
      await (await visitor()).auth.forgotPassword({ email: user.email });
      await (await visitor()).auth.forgotPassword({ email: 'stranger@example.com' });
    });
    expect(requested.map(summary)).toEqual([
      { type: 'auth.password_reset_requested', entity: 'user', fields: [], actorEmail: user.email },
    ]);

    let mail: string | undefined;
    for (let wait = 0; wait < 80 && !mail; wait += 1) {
      mail = h
        .outboxFiles()
        .map(readMail)
        .find((message) => message.to === user.email)?.text;
      if (!mail) await pause(25);
    }
    const resetToken = RESET_LINK.exec(mail ?? '')?.[1] ?? '';
    expect(resetToken).not.toBe('');
    const session = signedInOf(
      await (await visitor()).auth.login({ email: user.email, password: 'first secret pass' }),
    );
    const completed = await eventsOf(async () => {
      await (
        await visitor()
      ).auth.resetPassword({
        token: resetToken,
        new_password: 'second secret pass',
        new_password_confirmation: 'second secret pass',
      });
    });
    expect(completed.map(summary)).toEqual([
      {
        type: 'auth.password_reset_completed',
        entity: 'user',
        fields: ['password'],
        actorEmail: user.email,
      },
    ]);
    expect(completed[0]?.values).toEqual({ sessions_ended: { to: 1 } });

    const { token } = signedInOf(
      await (await visitor()).auth.login({ email: user.email, password: 'second secret pass' }),
    );
    const signedOut = await eventsOf(() =>
      h.anonymous({ authToken: token }).then((c) => c.auth.logout()),
    );
    expect(signedOut.map(summary)).toEqual([
      { type: 'auth.sign_out', entity: 'user', fields: [], actorEmail: user.email },
    ]);

    const stored = JSON.stringify(await allEvents());
    for (const secret of [
      'first secret pass',
      'second secret pass',
      resetToken,
      session.token,
      token,
      h.admin.token,
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("records the dashboard's sign-out, which ends its session outside any procedure", async () => {
    const user = await h.createUser();
    const browser = await h.anonymous({ channel: 'web', clientAddress: '198.51.100.250' });
    const { token } = signedInOf(
      await browser.auth.login({ email: user.email, password: user.password }),
    );
    const events = await eventsOf(() => endSession(h.services, token));
    expect(events.map(summary)).toEqual([
      { type: 'auth.sign_out', entity: 'user', fields: [], actorEmail: user.email },
    ]);
    // Signing out again (an ended session) records nothing.
    expect(await eventsOf(() => endSession(h.services, token))).toEqual([]);
  });

  it('keeps the value of a secret-named field out even when a caller passes one', async () => {
    await h.services.auditLog.write(h.database.db, [
      {
        type: 'auth.sign_in',
        changes: {
          fields: ['password', 'api_token', 'note'],
          values: {
            password: { to: 'hunter2 hunter2' },
            api_token: { from: 'abc', to: 'def' },
            note: { to: 'x'.repeat(101) },
          },
        },
      },
    ]);
    const [stored] = await h.database.db.auditEvent.findMany({
      where: { fields: { has: 'api_token' } },
    });
    expect(stored?.fields).toEqual(['password', 'api_token', 'note']);
    expect(stored?.values).toBeNull();
    await h.database.db.auditEvent.deleteMany({ where: { id: stored?.id } });
  });
});

describe('content events', () => {
  it('records every change to services, projects, gallery images and banners with who and which fields', async () => {
    const admin = h.admin.email;
    let serviceId = '';
    let projectId = '';
    let imageId = '';
    let bannerId = '';
    const events = await eventsOf(async () => {
      const service = await createService(api, { name: 'Audit Works' });
      serviceId = service.id;
      await api.services.update(
        serviceForm({ name: 'Audit Works', headline: 'A new headline for the works' }, service.id),
      );
      await api.services.toggleStatus({ id: service.id });
      const project = await createProject(api, service.id, { title: 'Audit Villa' });
      projectId = project.id;
      await api.projects.update({ id: project.id, ...projectInputOf(project), location: 'Goa' });
      await api.projects.toggleStatus({ id: project.id, is_enabled: false });
      const [image] = await uploadGallery(api, project.id);
      imageId = image?.id ?? '';
      await api.gallery.update({ id: imageId, alt: 'Front elevation of the villa' });
      await api.gallery.toggleStatus({ id: imageId });
      await api.gallery.delete({ id: imageId });
      const banner = await api.banners.create(
        formData({ headline: 'Audit banner', is_enabled: '1', image: await imageFile('b.jpg') }),
      );
      bannerId = banner.id;
      await api.banners.update(formData({ id: banner.id, headline: 'Audit banner, renamed' }));
      await api.banners.toggleStatus({ id: banner.id });
      await api.banners.delete({ id: banner.id });
      await api.projects.delete({ id: project.id });
      await api.services.delete({ id: service.id });
    });
    expect(events.map((event) => [event.type, event.entityId, event.entityLabel])).toEqual([
      ['service.create', serviceId, 'Audit Works'],
      ['service.update', serviceId, 'Audit Works'],
      ['service.toggle', serviceId, 'Audit Works'],
      ['project.create', projectId, 'Audit Villa'],
      ['project.update', projectId, 'Audit Villa'],
      ['project.toggle', projectId, 'Audit Villa'],
      ['gallery_image.upload', imageId, 'Audit Villa'],
      ['gallery_image.update', imageId, 'Audit Villa'],
      ['gallery_image.toggle', imageId, 'Audit Villa'],
      ['gallery_image.delete', imageId, 'Audit Villa'],
      ['banner.create', bannerId, 'Audit banner'],
      ['banner.update', bannerId, 'Audit banner, renamed'],
      ['banner.toggle', bannerId, 'Audit banner, renamed'],
      ['banner.delete', bannerId, 'Audit banner, renamed'],
      ['project.delete', projectId, 'Audit Villa'],
      ['service.delete', serviceId, 'Audit Works'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ actorId: h.admin.id, actorEmail: admin });
    }
    const byType = (type: string) => events.find((event) => event.type === type);
    // Only what changed is named, with the values of short plain fields.
    expect(byType('service.update')).toMatchObject({
      fields: ['headline'],
      values: {
        headline: {
          from: 'Homes built to last for generations',
          to: 'A new headline for the works',
        },
      },
    });
    expect(byType('service.toggle')).toMatchObject({
      fields: ['is_enabled'],
      values: { is_enabled: { from: true, to: false } },
    });
    expect(byType('project.update')).toMatchObject({
      fields: ['location'],
      values: { location: { from: 'Pune, Maharashtra', to: 'Goa' } },
    });
    expect(byType('banner.update')?.fields).toEqual(['headline']);
    expect(byType('gallery_image.update')).toMatchObject({
      fields: ['alt'],
      values: { alt: { from: null, to: 'Front elevation of the villa' } },
    });
    // A created entity names its fields; long text is named without its value.
    const created = byType('service.create');
    expect(created?.fields).toEqual(expect.arrayContaining(['name', 'slug', 'description']));
    expect(created?.values).toMatchObject({ name: { to: 'Audit Works' } });
    expect(created?.values).not.toHaveProperty('features');
    expect(byType('service.delete')?.values).toEqual({
      projects: { from: 0 },
      images: { from: 0 },
    });
  });

  it('records each reorder on its list and each featuring of a project, in its transaction', async () => {
    const service = await createService(api, { name: 'Ordered Works' });
    const project = await createProject(api, service.id, { title: 'Ordered Villa' });
    await uploadGallery(api, project.id);
    await api.banners.create(
      formData({ headline: 'Ordered banner', is_enabled: '1', image: await imageFile('o.jpg') }),
    );
    const banners = (await api.banners.order()).map((banner) => banner.id);
    const services = (await api.services.order()).map((row) => row.id);
    const images = (await api.gallery.order({ project_id: project.id })).map((image) => image.id);
    const events = await eventsOf(async () => {
      await api.banners.reorder({ ids: [...banners].reverse() });
      await api.services.reorder({ ids: [...services].reverse() });
      await api.projects.reorder({ service_id: service.id, ids: [project.id] });
      await api.gallery.reorder({ project_id: project.id, ids: [...images].reverse() });
      await api.projects.setFeatured({ id: project.id, is_featured: true });
      await api.projects.setFeatured({ id: project.id, is_featured: false });
    });
    expect(
      events.map((event) => [event.type, event.entity, event.entityId, event.entityLabel]),
    ).toEqual([
      ['banner.reorder', 'banner', null, null],
      ['service.reorder', 'service', null, null],
      // A list of projects or images is recorded on its owner.
      ['project.reorder', 'service', service.id, 'Ordered Works'],
      ['gallery_image.reorder', 'project', project.id, 'Ordered Villa'],
      ['project.feature', 'project', project.id, 'Ordered Villa'],
      ['project.feature', 'project', project.id, 'Ordered Villa'],
    ]);
    for (const event of events) expect(event.actorId).toBe(h.admin.id);
    expect(events[0]).toMatchObject({
      fields: ['position'],
      values: { items: { to: banners.length } },
    });
    expect(events[3]).toMatchObject({ values: { items: { to: images.length } } });
    expect(events.slice(4).map((event) => [event.fields, event.values])).toEqual([
      [['is_featured'], { is_featured: { from: false, to: true } }],
      [['is_featured'], { is_featured: { from: true, to: false } }],
    ]);

    // A refused reorder (not the whole list) records nothing.
    const refused = await eventsOf(() => api.banners.reorder({ ids: [] }).catch(() => null));
    expect(refused).toEqual([]);
  });

  it('records organization and About Us updates with the fields that changed', async () => {
    const events = await eventsOf(async () => {
      await api.organization.update(formData({ email: 'office@kasar.example' }));
      await api.aboutUs.update(formData({ founder_name: 'R. Kasar' }));
    });
    expect(events.map(summary)).toEqual([
      {
        type: 'organization.update',
        entity: 'organization',
        fields: ['email'],
        actorEmail: h.admin.email,
      },
      {
        type: 'about_us.update',
        entity: 'about_us',
        fields: ['founder_name'],
        actorEmail: h.admin.email,
      },
    ]);
    expect(events[0]?.values).toEqual({ email: { from: null, to: 'office@kasar.example' } });
  });

  it('records status changes of contact submissions one by one, only when the status changes', async () => {
    const visitorCaller = await visitor();
    await visitorCaller.public.submitContact(contactInput());
    await visitorCaller.public.submitContact(contactInput({ subject: 'Second inquiry' }));
    const [first, second] = (await api.contacts.list({ status: 'all', limit: 2 })).data.map(
      (row) => row.id,
    );
    const ids = [first ?? '', second ?? ''];
    const events = await eventsOf(async () => {
      await api.contacts.open({ id: ids[0] ?? '' });
      await api.contacts.open({ id: ids[0] ?? '' });
      await api.contacts.setStatus({ id: ids[0] ?? '', status: 'replied' });
      await api.contacts.setStatusMany({ ids, status: 'archived' });
      await api.contacts.delete({ id: ids[0] ?? '' });
      await api.contacts.deleteMany({ ids });
    });
    const rows = events.map((event) => [event.type, event.entityId, event.values]);
    const status = (id: string | undefined, from: string, to: string) => [
      'contact_submission.status',
      id,
      { status: { from, to } },
    ];
    expect(rows.slice(0, 2)).toEqual([
      status(ids[0], 'new', 'read'),
      status(ids[0], 'read', 'replied'),
    ]);
    // The bulk change: one event for each submission.
    expect(rows.slice(2, 4)).toEqual(
      expect.arrayContaining([
        status(ids[0], 'replied', 'archived'),
        status(ids[1], 'new', 'archived'),
      ]),
    );
    expect(rows.slice(4)).toEqual([
      ['contact_submission.delete', ids[0], null],
      ['contact_submission.delete', ids[1], null],
    ]);
    // The visitor's name and message are not copied into the log.
    expect(JSON.stringify(events)).not.toContain('Ada Lovelace');
  });

  it('writes nothing when the change fails', async () => {
    const events = await eventsOf(async () => {
      await api.services.toggleStatus({ id: 'missing' }).catch(() => null);
      await api.banners.delete({ id: 'missing' }).catch(() => null);
      await api.contacts.setStatus({ id: 'missing', status: 'read' }).catch(() => null);
    });
    expect(events).toEqual([]);
  });
});

function projectInputOf(project: Awaited<ReturnType<typeof createProject>>) {
  return {
    service_id: project.service_id,
    title: project.title,
    builtup_area_sqft: project.builtup_area_sqft,
    location: project.location,
    client_name: project.client_name,
    start_month: project.start_month,
    start_year: project.start_year,
    end_month: project.end_month,
    end_year: project.end_year,
    scope_of_work: project.scope_of_work,
  };
}

describe('activity.list', () => {
  const T0 = new Date('2031-05-10T12:00:00.000Z');

  beforeAll(async () => {
    // A log of its own, far in the future of the events above, written at chosen times.
    const log = createAuditLog({
      now: () => h.clock.now,
      retentionDays: 36500,
      log: h.services.log,
    });
    const write = (
      at: Date,
      type: 'service.update' | 'auth.sign_in' | 'banner.delete',
      actor: string,
    ) => {
      h.clock.now = at;
      return log.write(h.database.db, [
        { type, actor: { id: actor, email: `${actor}@example.com` }, entity: 'x', entityId: 'x' },
      ]);
    };
    await write(new Date(T0.getTime() + 1 * DAY), 'service.update', 'ana');
    await write(new Date(T0.getTime() + 2 * DAY), 'auth.sign_in', 'ben');
    await write(new Date(T0.getTime() + 3 * DAY), 'banner.delete', 'ana');
    await write(new Date(T0.getTime() + 4 * DAY), 'service.update', 'ben');
    await write(new Date(T0.getTime() + 5 * DAY), 'service.update', 'ana');
    h.resetClock();
  });

  const futureOnly = { from: T0.toISOString() };
  const shape = (page: Awaited<ReturnType<Caller['activity']['list']>>) =>
    page.data.map(
      (event) => `${event.type} ${event.actor?.email ?? ''} ${event.created_at.slice(0, 10)}`,
    );

  it('answers an event type this version does not know as it is stored, not a failed page', async () => {
    const at = new Date(T0.getTime() + 30 * DAY);
    const row = await h.database.db.auditEvent.create({
      data: { type: 'release.schedule', entity: 'release', entityId: 'r1', createdAt: at },
    });
    try {
      const page = await api.activity.list({ from: at.toISOString() });
      expect(page.data.map((event) => event.type)).toEqual(['release.schedule']);
    } finally {
      await h.database.db.auditEvent.delete({ where: { id: row.id } });
    }
  });

  it('lists events newest first, paged, in the wire shape', async () => {
    const page = await api.activity.list({ ...futureOnly, limit: 2, page: 2 });
    expect(shape(page)).toEqual([
      'banner.delete ana@example.com 2031-05-13',
      'auth.sign_in ben@example.com 2031-05-12',
    ]);
    expect(page.pagination).toEqual({ current_page: 2, per_page: 2, total: 5, total_pages: 3 });
    expectWireShape(page.data[0]);
    // Without a query: page 1, 10 a page, every event, newest first.
    const all = await api.activity.list();
    expect(all.pagination).toMatchObject({ current_page: 1, per_page: 10 });
    expect(all.data[0]?.created_at).toBe('2031-05-15T12:00:00.000Z');
  });

  it('filters by event type, by group, by user and by date range', async () => {
    expect(shape(await api.activity.list({ ...futureOnly, type: 'service.update' }))).toEqual([
      'service.update ana@example.com 2031-05-15',
      'service.update ben@example.com 2031-05-14',
      'service.update ana@example.com 2031-05-11',
    ]);
    expect(shape(await api.activity.list({ ...futureOnly, type: 'auth' }))).toEqual([
      'auth.sign_in ben@example.com 2031-05-12',
    ]);
    expect(shape(await api.activity.list({ ...futureOnly, user: 'ben' }))).toEqual([
      'service.update ben@example.com 2031-05-14',
      'auth.sign_in ben@example.com 2031-05-12',
    ]);
    expect(
      shape(await api.activity.list({ from: '2031-05-12', to: '2031-05-13', user: 'ana' })),
    ).toEqual(['banner.delete ana@example.com 2031-05-13']);
    const users = await api.activity.users();
    expect(users).toEqual(
      expect.arrayContaining([
        { id: 'ana', email: 'ana@example.com' },
        { id: h.admin.id, email: h.admin.email },
      ]),
    );
  });

  it('names the field of a bad filter', async () => {
    await expectFieldError(api.activity.list({ type: 'service.explode' }), {
      field: 'type',
      message: activityMessages.invalidType,
    });
    await expectFieldError(api.activity.list({ from: '2031-05-13', to: '2031-05-12' }), {
      field: 'to',
      message: contactListMessages.fromAfterTo,
    });
  });
});

describe('retention', () => {
  it('deletes events older than the retention period on a write, at most once a day', async () => {
    const clock = { now: new Date('2040-01-01T00:00:00.000Z') };
    const log = createAuditLog({ now: () => clock.now, retentionDays: 30, log: h.services.log });
    const db = h.database.db;
    const oldEvent = (days: number) =>
      db.auditEvent.create({
        data: { type: 'auth.sign_in', createdAt: new Date(clock.now.getTime() - days * DAY) },
      });
    const exists = async (id: string) => (await db.auditEvent.count({ where: { id } })) === 1;
    const write = () => log.write(db, [{ type: 'auth.sign_out' }]);

    const expired = await oldEvent(31);
    const kept = await oldEvent(28);
    await write();
    expect(await exists(expired.id)).toBe(false);
    expect(await exists(kept.id)).toBe(true);

    // Within the day no write prunes again.
    clock.now = new Date(clock.now.getTime() + DAY - 60_000);
    const expiredSince = await oldEvent(31);
    await write();
    expect(await exists(expiredSince.id)).toBe(true);

    // A day after the last pruning the next write prunes.
    clock.now = new Date(clock.now.getTime() + 60_000);
    await write();
    expect(await exists(expiredSince.id)).toBe(false);
    expect(await exists(kept.id)).toBe(true);
  });
});
