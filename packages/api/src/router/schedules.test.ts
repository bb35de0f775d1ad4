/**
 * Scheduled changes (docs/publishing.md) with the harness clock: a draft published, or an item
 * enabled or disabled, at a time given in the firm time zone; exactly once with two server
 * processes claiming at the same moment; refused changes marked failed and mailed; what fell due
 * while the servers were down made at start-up and marked late.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';

import {
  createProject,
  createService,
  formData,
  projectInput,
  serviceForm,
} from '../../test/fixtures';
import { imageFile } from '../../test/samples';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { expectError, expectFieldError, rejectionOf } from '../../test/expect';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { instantOf, makeDueChanges, ScheduledClaimLost } from '../domain/schedules';
import { publishProjectDraft } from '../domain/project';
import { startScheduledChanges } from '../scheduled-changes';
import { createServices } from '../services';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  visitor = await h.anonymous();
  await api.organization.setTimeZone({ time_zone: 'Asia/Kolkata' });
});
afterAll(() => h.close());

/** Monday 7 December 2026, 08:00 in Kolkata (02:30 UTC): the tests' "now" unless moved. */
const MONDAY_8 = new Date('2026-12-07T02:30:00.000Z');
beforeEach(() => {
  h.clock.now = new Date(MONDAY_8);
});

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** The audit events of `type` about the item, as stored. */
function eventsOf(type: string, entityId: string) {
  return h.database.db.auditEvent.findMany({ where: { type, entityId } });
}

/**
 * The services of another server process on the harness's database and files, on `now` (the
 * real clock when not given), closed when the test ends.
 */
function anotherProcess(now?: () => Date) {
  const services = createServices({
    databaseUrl: h.database.url,
    databasePoolSize: 3,
    settings: {
      appUrl: 'http://localhost:3999',
      storage: { uploadsDir: h.uploadsDir },
      mailFrom: 'no-reply@test.local',
      mailOutboxDir: h.outboxDir,
    },
    log: { info: () => {}, error: () => {} },
    now,
  });
  onTestFinished(() => services.close());
  return services;
}

let accounts = 0;
async function member(role: string) {
  accounts += 1;
  const user = await h.createUser({ role, email: `schedules-${role}-${accounts}@example.com` });
  return h.signedIn({ authToken: await h.issueToken(user.id) });
}

describe('the firm time zone', () => {
  it('is the server’s until set, then the setting, shown with its offset; a bad name is refused', async () => {
    await h.database.db.organization.update({ where: { id: 1 }, data: { timeZone: null } });
    const unset = await api.organization.timeZone();
    expect(unset.is_set).toBe(false);
    expect(unset.time_zone).toBe(unset.server_time_zone);

    const set = await api.organization.setTimeZone({ time_zone: 'Asia/Kolkata' });
    expect(set).toMatchObject({ time_zone: 'Asia/Kolkata', is_set: true, utc_offset: 'UTC+05:30' });
    const [event] = await h.database.db.auditEvent.findMany({
      where: { type: 'organization.time_zone' },
      orderBy: { createdAt: 'desc' },
      take: 1,
    });
    expect(event?.values).toMatchObject({ time_zone: { to: 'Asia/Kolkata' } });

    await expectFieldError(api.organization.setTimeZone({ time_zone: 'Mars/Olympus_Mons' }), {
      field: 'time_zone',
      message: 'Time zone must be a name from the list, such as Asia/Kolkata',
    });
    expect((await api.organization.timeZone()).time_zone).toBe('Asia/Kolkata');
  });

  it('reads a local time in the zone, moves one skipped by daylight saving forward, refuses 31 February', () => {
    expect(instantOf('2026-12-07T09:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-07T03:30:00.000Z',
    );
    expect(instantOf('2026-12-07T09:00+01:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(instantOf('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    // 02:30 does not exist in New York on 8 March 2026: the clock goes from 02:00 to 03:00.
    expect(instantOf('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantOf('2026-02-31T09:00', 'Asia/Kolkata')).toBeNull();
    expect(instantOf('2026-12-07T24:00', 'Asia/Kolkata')).toBeNull();
  });
});

describe('scheduling a draft', () => {
  it('publishes it once at its time in the firm time zone, as the person who scheduled it', async () => {
    const live = await createService(api, { name: 'Scheduled Homes' });
    await api.services.saveDraft(
      serviceForm({ name: 'Scheduled Homes', headline: 'Announced on Monday at nine' }, live.id),
    );
    const scheduled = await api.services.scheduleChange({
      id: live.id,
      action: 'publish_draft',
      at: '2026-12-07T09:00',
    });
    expect(scheduled).toMatchObject({
      entity: 'service',
      item_id: live.id,
      label: 'Scheduled Homes',
      action: 'publish_draft',
      due_at: '2026-12-07T03:30:00.000Z',
      due_at_local: 'Mon, 7 Dec 2026, 09:00 (UTC+05:30)',
      time_zone: 'Asia/Kolkata',
      status: 'scheduled',
      scheduled_by: 'Site Admin',
      late: false,
      failure: null,
    });
    expect(await api.services.schedule({ id: live.id })).toEqual({
      change: scheduled,
      time_zone: 'Asia/Kolkata',
      utc_offset: 'UTC+05:30',
    });
    expect((await api.reviews.schedules()).scheduled).toContainEqual(scheduled);

    // A minute before: nothing happens.
    h.clock.now = new Date('2026-12-07T03:29:00.000Z');
    expect(await makeDueChanges(h.services)).toEqual({ done: 0, failed: 0, lost: 0 });
    expect(await visitor.public.service({ id_or_slug: live.slug })).toMatchObject({
      headline: live.headline,
    });

    const before = h.revalidated.length;
    h.clock.now = new Date('2026-12-07T03:30:05.000Z');
    expect(await makeDueChanges(h.services)).toEqual({ done: 1, failed: 0, lost: 0 });
    expect(await visitor.public.service({ id_or_slug: live.slug })).toMatchObject({
      headline: 'Announced on Monday at nine',
    });
    expect(h.revalidated.slice(before).length).toBeGreaterThan(0);
    expect(await api.services.draft({ id: live.id })).toBeNull();
    expect((await api.services.schedule({ id: live.id })).change).toBeNull();
    const [published] = await eventsOf('service.draft_publish', live.id);
    expect(published).toMatchObject({ actorEmail: 'admin@example.com' });
    const row = await h.database.db.scheduledChange.findUniqueOrThrow({
      where: { id: scheduled.id },
    });
    expect(row).toMatchObject({ status: 'DONE', late: false, claimToken: null });

    // Run again, later: nothing is made twice.
    h.clock.now = minutesAfter(h.clock.now, 10);
    expect(await makeDueChanges(h.services)).toEqual({ done: 0, failed: 0, lost: 0 });
    expect(await eventsOf('service.draft_publish', live.id)).toHaveLength(1);
    expect(await eventsOf('service.schedule', live.id)).toHaveLength(1);
  });

  it('refuses a time not in the future, a publish without a draft, enable of an enabled item, a stranger', async () => {
    const live = await createService(api, { name: 'Refused Schedules' });
    const at = (value: string, action: 'enable' | 'disable' | 'publish_draft' = 'disable') =>
      api.services.scheduleChange({ id: live.id, action, at: value });
    await expectFieldError(at('2026-12-07T07:59'), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'at',
      message: 'Date and time must be in the future',
    });
    await expectFieldError(at('next monday'), {
      field: 'at',
      message:
        'Date and time must look like 2026-12-07T09:00 (in the firm time zone) or carry its offset, such as 2026-12-07T09:00+05:30',
    });
    await expectFieldError(at('2026-02-31T09:00'), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'at',
      message:
        'Date and time must look like 2026-12-07T09:00 (in the firm time zone) or carry its offset, such as 2026-12-07T09:00+05:30',
    });
    await expectFieldError(at('2026-12-08T09:00', 'publish_draft'), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'action',
      message: 'There is no draft to schedule: save a draft first',
    });
    await expectFieldError(at('2026-12-08T09:00', 'enable'), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'action',
      message: 'It is already enabled: schedule disable, or publish a draft',
    });
    await expectError(
      api.services.scheduleChange({
        id: 'nosuchservice',
        action: 'disable',
        at: '2026-12-08T09:00',
      }),
      'NOT_FOUND',
      'Service not found',
    );
    const contributor = await member('contributor');
    const refused = await rejectionOf(
      contributor.services.scheduleChange({
        id: live.id,
        action: 'disable',
        at: '2026-12-08T09:00',
      }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(await h.database.db.scheduledChange.count({ where: { entityId: live.id } })).toBe(0);
  });

  it('replaces the change scheduled before, and a cancelled one is never made', async () => {
    const live = await createService(api, { name: 'Rescheduled Homes' });
    const first = await api.services.scheduleChange({
      id: live.id,
      action: 'disable',
      at: '2026-12-07T10:00',
    });
    const second = await api.services.scheduleChange({
      id: live.id,
      action: 'disable',
      at: '2026-12-07T11:00',
    });
    expect((await api.services.schedule({ id: live.id })).change).toMatchObject({ id: second.id });
    expect(
      (await h.database.db.scheduledChange.findUniqueOrThrow({ where: { id: first.id } })).status,
    ).toBe('CANCELLED');
    expect(await api.services.cancelSchedule({ id: live.id })).toEqual({
      message: 'Schedule cancelled',
    });
    await expectError(
      api.services.cancelSchedule({ id: live.id }),
      'NOT_FOUND',
      'There is no scheduled change to cancel',
    );
    h.clock.now = new Date('2026-12-07T06:00:00.000Z');
    expect(await makeDueChanges(h.services)).toMatchObject({ done: 0 });
    expect((await api.services.get({ id: live.id })).is_enabled).toBe(true);
    expect(await eventsOf('service.schedule_cancel', live.id)).toHaveLength(1);
  });
});

describe('on several server processes', () => {
  it('makes 50 changes due at the same minute exactly once, with two processes claiming at once', async () => {
    const service = await createService(api, { name: 'Fifty Projects' });
    const projects = [];
    for (let index = 0; index < 50; index += 1) {
      projects.push(
        await createProject(api, service.id, {
          title: `Batch Project ${index}`,
          is_enabled: index % 2 === 1,
        }),
      );
    }
    for (const [index, project] of projects.entries()) {
      // Even ones are disabled: enabled at the minute. Odd ones get a draft, published then.
      if (index % 2 === 1) {
        await api.projects.saveDraft({
          id: project.id,
          ...projectInput(service.id, { title: `Batch Project ${index} (new)` }),
        });
      }
      await api.projects.scheduleChange({
        id: project.id,
        action: index % 2 === 0 ? 'enable' : 'publish_draft',
        at: '2026-12-07T09:00',
      });
    }
    const second = anotherProcess(h.services.now);

    h.clock.now = new Date('2026-12-07T03:30:20.000Z');
    const runs = await Promise.all([
      makeDueChanges(h.services),
      makeDueChanges(second),
      makeDueChanges(h.services),
      makeDueChanges(second),
    ]);
    expect(runs.reduce((sum, run) => sum + run.done, 0)).toBe(50);
    expect(runs.reduce((sum, run) => sum + run.failed + run.lost, 0)).toBe(0);
    for (const [index, project] of projects.entries()) {
      const type = index % 2 === 0 ? 'project.toggle' : 'project.draft_publish';
      expect(await eventsOf(type, project.id), project.title).toHaveLength(1);
    }
    const shown = await api.projects.list({ search: 'Batch Project', limit: 100 });
    expect(shown.data.filter((project) => project.is_enabled)).toHaveLength(50);
    expect(shown.data.filter((project) => project.title.endsWith('(new)'))).toHaveLength(25);
    expect(
      await h.database.db.scheduledChange.count({
        where: { entityId: { in: projects.map((project) => project.id) }, status: 'DONE' },
      }),
    ).toBe(50);
  });

  it('rolls a change back when its claim is no longer the process’s (taken over or cancelled)', async () => {
    const service = await createService(api, { name: 'Lost Claims' });
    const project = await createProject(api, service.id, { title: 'Claimed Twice' });
    await api.projects.saveDraft({
      id: project.id,
      ...projectInput(service.id, { title: 'Claimed Twice (draft)' }),
    });
    const scheduled = await api.projects.scheduleChange({
      id: project.id,
      action: 'publish_draft',
      at: '2026-12-07T09:00',
    });
    // Another process holds it now: a slow one's publish, with its old token, is rolled back.
    await h.database.db.scheduledChange.update({
      where: { id: scheduled.id },
      data: { claimToken: 'another-process', claimedUntil: minutesAfter(MONDAY_8, 120) },
    });
    const deps = { ...h.services, actor: null, audit: () => Promise.resolve() };
    const lost = await publishProjectDraft(
      deps,
      { id: project.id },
      { id: scheduled.id, token: 'a-slow-process', dueAt: new Date(scheduled.due_at) },
    ).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(ScheduledClaimLost);
    expect((await api.projects.get({ id: project.id })).title).toBe('Claimed Twice');
    expect(await api.projects.draft({ id: project.id })).not.toBeNull();
  });
});

describe('a change that cannot be made', () => {
  it('is marked failed with the reason, shown on the item and the Review screen, and mailed', async () => {
    const service = await createService(api, { name: 'Failing Schedules' });
    const project = await createProject(api, service.id, { title: 'Discarded Before Nine' });
    const draft = await api.projects.saveDraft({
      id: project.id,
      ...projectInput(service.id, { title: 'Never Published' }),
    });
    const scheduled = await api.projects.scheduleChange({
      id: project.id,
      action: 'publish_draft',
      at: '2026-12-07T09:00',
    });
    await api.projects.discardDraft({ id: project.id, expected_updated_at: draft.updated_at });

    const mails = h.sentMail.length;
    h.clock.now = new Date('2026-12-07T03:30:30.000Z');
    expect(await makeDueChanges(h.services)).toEqual({ done: 0, failed: 1, lost: 0 });
    const failure = 'There is no draft to publish or discard';
    const shown = (await api.projects.schedule({ id: project.id })).change;
    expect(shown).toMatchObject({ id: scheduled.id, status: 'failed', failure });
    expect((await api.reviews.schedules()).failed).toContainEqual(shown);
    expect(await eventsOf('project.schedule_fail', project.id)).toEqual([
      expect.objectContaining({
        actorEmail: 'admin@example.com',
        values: { reason: { to: failure } },
      }),
    ]);
    const mail = h.sentMail.slice(mails);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'admin@example.com',
      subject: 'Scheduled change failed: Discarded Before Nine',
    });
    expect(mail[0]?.text).toContain(
      'The change of the project "Discarded Before Nine" scheduled for Mon, 7 Dec 2026, 09:00 (UTC+05:30) (publish the draft) could not be made:',
    );
    expect(mail[0]?.text).toContain('http://localhost:3999/dashboard/review');
    expect((await api.projects.get({ id: project.id })).title).toBe('Discarded Before Nine');

    // Scheduling it again takes the failure off the item.
    await api.projects.scheduleChange({
      id: project.id,
      action: 'disable',
      at: '2026-12-08T09:00',
    });
    expect((await api.projects.schedule({ id: project.id })).change).toMatchObject({
      status: 'scheduled',
    });
  });
});

describe('after downtime', () => {
  it('makes at start-up what fell due while the servers were down, marked late', async () => {
    const live = await createService(api, { name: 'Down Over Night' });
    await api.services.scheduleChange({ id: live.id, action: 'disable', at: '2026-12-07T09:00' });
    // Every server was down from 08:30 to 11:00.
    h.clock.now = new Date('2026-12-07T05:30:00.000Z');
    const runner = startScheduledChanges(h.services, { pollIntervalMs: 60 * 60_000 });
    onTestFinished(() => runner.stop());
    await runner.idle();
    expect((await api.services.get({ id: live.id })).is_enabled).toBe(false);
    const row = await h.database.db.scheduledChange.findFirstOrThrow({
      where: { entityId: live.id },
    });
    expect(row).toMatchObject({ status: 'DONE', late: true });
    expect(row.doneAt?.toISOString()).toBe('2026-12-07T05:30:00.000Z');
  });
});

describe('the runner of a server process', () => {
  it('hears of a change scheduled anywhere (NOTIFY) and makes it at its time, not at its next poll', async () => {
    h.resetClock();
    const live = await createService(api, { name: 'Woken Runner' });
    // A process on the real clock (the harness's stands still).
    const instance = anotherProcess();
    const runner = startScheduledChanges(instance, {
      pollIntervalMs: 60 * 60_000,
      databaseUrl: h.database.url,
    });
    onTestFinished(() => runner.stop());
    await runner.idle();
    const at = new Date(Date.now() + 1500).toISOString();
    await api.services.scheduleChange({ id: live.id, action: 'disable', at });
    await expect
      .poll(async () => (await api.services.get({ id: live.id })).is_enabled, { timeout: 20_000 })
      .toBe(false);
    const row = await h.database.db.scheduledChange.findFirstOrThrow({
      where: { entityId: live.id },
    });
    expect(row.status).toBe('DONE');
    expect(row.doneAt!.getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
  });
});

describe('over REST', () => {
  it('schedules, reads and cancels with the documented paths and messages', async () => {
    const service = await createService(api, { name: 'Rest Schedules' });
    const project = await createProject(api, service.id, { title: 'Rest Scheduled' });
    const token = await h.issueToken(h.admin.id);
    const server = await startRestServer(h.services);
    onTestFinished(() => server.close());
    const call = (method: string, path: string, body?: unknown) =>
      restClient(server.url)(method, path, { token, json: body });
    const base = `/dashboard/service-projects/${project.id}/schedule`;

    const scheduled = await call('POST', base, { action: 'disable', at: '2026-12-07T18:30' });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({
      success: true,
      message: 'Change scheduled',
      data: { action: 'disable', due_at: '2026-12-07T13:00:00.000Z', status: 'scheduled' },
    });
    expect((await call('GET', base)).body).toMatchObject({
      data: { change: { action: 'disable' } },
    });
    const listed = await call('GET', '/dashboard/schedules');
    expect(listed.body).toMatchObject({ data: { time_zone: 'Asia/Kolkata' } });
    const invalid = await call('POST', base, { action: 'later', at: '2026-12-07T18:30' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      action: ['Action must be publish_draft, enable or disable'],
    });
    expect((await call('DELETE', base)).body).toMatchObject({
      success: true,
      message: 'Schedule cancelled',
    });
    expect((await call('DELETE', base)).status).toBe(404);

    // The same three calls on a service and a banner.
    const banner = await api.banners.create(
      formData({ headline: 'Rest Slide', image: await imageFile('slide.png') }),
    );
    for (const path of [
      `/dashboard/services/${service.id}/schedule`,
      `/dashboard/banner-images/${banner.id}/schedule`,
    ]) {
      const made = await call('POST', path, { action: 'disable', at: '2026-12-09T09:00' });
      expect(made.body, path).toMatchObject({ data: { status: 'scheduled' } });
      expect((await call('GET', path)).body, path).toMatchObject({
        data: { change: { action: 'disable' }, time_zone: 'Asia/Kolkata' },
      });
      expect((await call('DELETE', path)).status, path).toBe(200);
      expect((await call('GET', path)).body, path).toMatchObject({ data: { change: null } });
    }
    expect(
      (await call('PUT', '/dashboard/organization/time-zone', { time_zone: 'UTC' })).body,
    ).toMatchObject({
      message: 'Time zone saved',
      data: { time_zone: 'UTC', utc_offset: 'UTC+00:00' },
    });
    await call('PUT', '/dashboard/organization/time-zone', { time_zone: 'Asia/Kolkata' });
  });
});
