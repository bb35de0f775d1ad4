/**
 * Projects (portfolio items of a service): list, read, create, update, delete, toggle, their
 * order among their service's projects, and the choice of the home page's featured projects.
 */
import type { Db, Prisma } from '@kasar/db';
import {
  FEATURED_PROJECTS,
  orderMessages,
  projectMessages,
  projectUpdateInput,
  type ProjectCreateData,
  type ProjectListQuery,
  type ProjectReorderData,
  type ProjectUpdateData,
} from '@kasar/validators';

import { invalidField } from '../errors';
import { MESSAGES } from '../messages';
import { projectDraftContent, projectInclude, toProjectOutput } from '../schemas/project';
import { entityEvent } from '../audit';
import type { ApiServices, AuditedServices, AuditedTransactionServices } from '../services';
import {
  findPage,
  recordCreated,
  found,
  NEWEST_FIRST,
  searchIn,
  statusFilter,
  targetOf,
  type AuditTarget,
  type ToggleInput,
} from './listing';
import {
  closeGaps,
  IN_ORDER,
  lockLists,
  nextPosition,
  projectList,
  PROJECTS_LOCK,
  reorderList,
} from './ordering';
import {
  projectFromLegacyVersion,
  projectRecord,
  projectSnapshot,
  projectSnapshotFormat,
  projectTrashInclude,
  projectTrashSnapshot,
} from '../entities/project';
import { moveToTrash, TRASH_CHANGES } from './trash/put-in';
import {
  computeDraft,
  discardDraft,
  draftVersionOf,
  findDraft,
  getDraft,
  recordDraft,
  refuseStaleDraft,
  removeDraft,
} from './drafts';
import { completeScheduledChange, type ScheduledClaim } from './schedules/claim';
import { requestDraftChanges, submitDraftForReview } from './reviews';
import {
  lockItem,
  recordVersion,
  refuseStaleSave,
  restoreInput,
  versionToRestore,
} from './versions';
import type { ServiceScope } from './service-scope';

/** Projects show on their service's page too. */
/** What a change of a project revalidates (its entity record says). */
export const PROJECT_CHANGES = projectRecord.revalidates;

const AUDIT: AuditTarget<{ title: string }, 'project'> = {
  entity: projectRecord.entity,
  label: (project) => project.title,
};

type ProjectFields = Omit<ProjectCreateData, 'is_enabled'> & { is_enabled?: boolean };

/** The columns of a project's fields, as create and update write them. */
function projectColumns(input: ProjectFields) {
  return {
    serviceId: input.service_id,
    title: input.title,
    builtupAreaSqft: input.builtup_area_sqft ?? null,
    location: input.location,
    clientName: input.client_name,
    startMonth: input.start_month,
    startYear: input.start_year,
    endMonth: input.end_month ?? null,
    endYear: input.end_year ?? null,
    scopeOfWork: input.scope_of_work,
    // On update an absent is_enabled stays as it is.
    isEnabled: input.is_enabled,
  };
}

/** The project as its wire shape needs it, or a 404. */
async function findProject(db: Db, id: string) {
  return found(
    await db.project.findUnique({ where: { id }, include: projectInclude }),
    MESSAGES.projectNotFound,
  );
}

async function assertServiceExists(db: Db, serviceId: string) {
  const service = await db.service.findUnique({ where: { id: serviceId }, select: { id: true } });
  if (!service) throw invalidField('service_id', projectMessages.serviceMissing);
}

export function listProjects(
  { db }: ApiServices,
  query: ProjectListQuery,
  within: ServiceScope = null,
) {
  const where: Prisma.ProjectWhereInput = {
    ...statusFilter(query.status),
    ...(query.service_id ? { serviceId: query.service_id } : {}),
    ...(within ? { AND: [{ serviceId: { in: [...within] } }] } : {}),
    ...searchIn(query.search, ['title', 'location', 'clientName']),
  };
  return findPage(
    db,
    db.project,
    query,
    { where, include: projectInclude, orderBy: NEWEST_FIRST },
    toProjectOutput,
  );
}

export async function getProject({ db }: Pick<ApiServices, 'db'>, id: string) {
  return toProjectOutput(await findProject(db, id));
}

/** The services to choose from in project forms, by name. */
export async function projectServiceOptions({ db }: ApiServices, within: ServiceScope = null) {
  const rows = await db.service.findMany({
    where: within ? { id: { in: [...within] } } : {},
    select: { id: true, name: true, isEnabled: true },
    orderBy: { name: 'asc' },
  });
  return rows.map((row) => ({ id: row.id, name: row.name, is_enabled: row.isEnabled }));
}

export async function createProject(deps: AuditedServices, input: ProjectCreateData) {
  await assertServiceExists(deps.db, input.service_id);
  const list = projectList(input.service_id);
  const created = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, list);
    const row = await tx.project.create({
      data: { ...projectColumns(input), position: await nextPosition(tx, list) },
      include: projectInclude,
    });
    const state = { output: toProjectOutput(row), snapshot: projectSnapshot(row) };
    await recordVersion(tx, deps, { entity: 'project', id: row.id }, state, null);
    return recordCreated(deps, tx, 'project.create', AUDIT, row, toProjectOutput(row));
  });
  await deps.onPublicDataChange(PROJECT_CHANGES);
  return created;
}

/**
 * Saves a project's fields. Refused (409) when `expected_updated_at` is sent and the project was
 * saved since; stores a version (its gallery images have their own history: alt texts and order
 * are the gallery's). `restore`: the save puts a version back (recorded as such).
 */
export async function updateProject(
  deps: AuditedTransactionServices,
  input: ProjectUpdateData,
  restore?: { version: number; publishing?: boolean; scheduled?: ScheduledClaim },
) {
  const target = projectList(input.service_id);
  const item = { entity: 'project' as const, id: input.id };
  const updated = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, target);
    await lockItem(tx, item);
    // An unknown project is a 404 before its service is checked.
    const existing = await findProject(tx, input.id);
    const draft = await findDraft(tx, item);
    await refuseStaleSave(tx, item, input.expected_updated_at, toProjectOutput(existing), draft);
    await assertServiceExists(tx, input.service_id);
    const row = await writeProject(tx, input, existing);
    const [before, after] = [toProjectOutput(existing), toProjectOutput(row)];
    const type = restore?.publishing
      ? 'project.draft_publish'
      : restore
        ? 'project.version_restore'
        : 'project.update';
    await deps.audit(tx, entityEvent(type, targetOf(AUDIT, row), before, after));
    await recordVersion(
      tx,
      deps,
      item,
      { output: after, snapshot: projectSnapshot(row) },
      { output: before, snapshot: projectSnapshot(existing) },
    );
    // A save from a form that loaded the draft publishes it: the draft is done.
    const fromDraft = draft !== null && input.expected_updated_at === draft.updatedAt.toISOString();
    if (restore?.publishing || fromDraft) await removeDraft(tx, item);
    // A scheduled publish is done in the same transaction, or not at all.
    if (restore?.scheduled) await completeScheduledChange(tx, restore.scheduled, deps.now());
    return after;
  });
  await deps.onPublicDataChange(PROJECT_CHANGES);
  return updated;
}

/**
 * Writes a save's fields to the project's row (holding the lists' and the item's locks): a
 * project moved to another service goes last there and leaves no gap behind. Answers the row.
 */
async function writeProject(tx: Db, input: ProjectUpdateData, existing: { serviceId: string }) {
  const moved = existing.serviceId !== input.service_id;
  const row = await tx.project.update({
    where: { id: input.id },
    data: {
      ...projectColumns(input),
      ...(moved ? { position: await nextPosition(tx, projectList(input.service_id)) } : {}),
    },
    include: projectInclude,
  });
  if (moved) await closeGaps(tx, projectList(existing.serviceId));
  return row;
}

/**
 * Saves the project's fields as its draft (docs/publishing.md): checked and written exactly as a
 * save would be, then rolled back, so the live project, the public pages and the caches stay as
 * they are. Refused (409) when the form loaded another state than the working copy.
 */
export async function saveProjectDraft(
  deps: AuditedServices,
  input: ProjectUpdateData,
  options: { submit?: boolean } = {},
) {
  const item = { entity: 'project' as const, id: input.id };
  return deps.db.$transaction(async (tx) => {
    await lockLists(tx, projectList(input.service_id));
    await lockItem(tx, item);
    const existing = await findProject(tx, input.id);
    const draft = await findDraft(tx, item);
    await refuseStaleDraft(tx, item, input.expected_updated_at, toProjectOutput(existing), draft);
    await assertServiceExists(tx, input.service_id);
    const state = await computeDraft(tx, async () => {
      const row = await writeProject(tx, input, existing);
      return { output: toProjectOutput(row), snapshot: projectSnapshot(row) };
    });
    const live = { output: toProjectOutput(existing), snapshot: projectSnapshot(existing) };
    const recorded = await recordDraft(tx, deps, item, state, live);
    if (options.submit) await submitDraftForReview(tx, deps, item);
    const output = { ...state.output, updated_at: recorded.updatedAt.toISOString() };
    await deps.audit(
      tx,
      entityEvent(
        options.submit ? 'project.review_submit' : 'project.draft_save',
        targetOf(AUDIT, { id: existing.id, title: output.title }),
        live.output,
        output,
      ),
    );
    return output;
  });
}

/** The project's draft (its fields as the draft has them, who saved it, when), or null. */
export async function projectDraft(deps: Pick<ApiServices, 'db'>, id: string) {
  await findProject(deps.db, id);
  const draft = await getDraft(deps, { entity: 'project', id });
  return draft && { ...draft, data: projectDraftContent.parse(draft.data) };
}

/** Discards the project's draft; the live project stays as it is. */
export async function discardProjectDraft(
  deps: AuditedServices,
  input: { id: string; expected_updated_at?: string },
) {
  const project = await findProject(deps.db, input.id);
  return discardDraft(
    deps,
    { entity: 'project', id: input.id },
    { type: 'project.draft_discard', target: targetOf(AUDIT, project) },
    input.expected_updated_at,
  );
}

/**
 * 'Request changes' on the project's draft: it leaves the Review queue with the reviewer's `comment`,
 * which its author sees on the project and receives by mail.
 */
export async function requestProjectChanges(
  deps: AuditedServices,
  input: { id: string; comment: string },
) {
  const project = await findProject(deps.db, input.id);
  return requestDraftChanges(
    deps,
    { entity: 'project', id: input.id },
    { type: 'project.review_changes', target: targetOf(AUDIT, project) },
    input.comment,
  );
}

/**
 * Publishes the project's draft: its version goes through the save path (rules, audit as
 * `project.draft_publish`, revalidation) and the draft ends.
 */
export async function publishProjectDraft(
  deps: AuditedTransactionServices,
  input: { id: string },
  scheduled?: ScheduledClaim,
) {
  await findProject(deps.db, input.id);
  const number = await draftVersionOf(deps.db, { entity: 'project', id: input.id });
  return putProjectVersionBack(deps, { id: input.id, number }, true, scheduled);
}

/**
 * Puts version `number` of the project back through the update path (its rules, audit and
 * revalidation apply) as a new version. A service deleted since is a 422 on service_id.
 */
export async function restoreProjectVersion(
  deps: AuditedTransactionServices,
  input: { id: string; number: number },
) {
  return putProjectVersionBack(deps, input, false);
}

/** A version written back through the save path: a restore, or a draft's publish. */
async function putProjectVersionBack(
  deps: AuditedTransactionServices,
  input: { id: string; number: number },
  publishing: boolean,
  scheduled?: ScheduledClaim,
) {
  const current = await findProject(deps.db, input.id);
  const item = { entity: 'project' as const, id: input.id };
  const { snapshot } = await versionToRestore(deps, item, input.number, {
    format: projectSnapshotFormat,
    current: projectSnapshot(current),
    fromLegacy: (data, _storageKeys, live) => projectFromLegacyVersion(data, live),
  });
  const area = snapshot.builtup_area_sqft;
  const values = restoreInput(projectUpdateInput, {
    id: input.id,
    service_id: snapshot.service_id,
    title: snapshot.title,
    builtup_area_sqft: area === null ? null : Number(area),
    location: snapshot.location,
    client_name: snapshot.client_name,
    start_month: snapshot.start_month,
    start_year: snapshot.start_year,
    end_month: snapshot.end_month,
    end_year: snapshot.end_year,
    scope_of_work: snapshot.scope_of_work,
  });
  const restored = await updateProject(deps, values, {
    version: input.number,
    publishing,
    scheduled,
  });
  return { item: restored, notice: null };
}

/**
 * Moves the project with its images to the trash: the live rows go at once, the trash keeps them
 * and their files until it is emptied.
 */
export async function deleteProject(deps: AuditedServices, id: string) {
  const images = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, PROJECTS_LOCK);
    const project = found(
      await tx.project.findUnique({ where: { id }, include: projectTrashInclude }),
      MESSAGES.projectNotFound,
    );
    await moveToTrash(deps, tx, { kind: 'PROJECT', snapshot: projectTrashSnapshot(project) });
    await tx.project.delete({ where: { id } });
    await closeGaps(tx, projectList(project.serviceId));
    await deps.audit(tx, {
      ...entityEvent('project.delete', targetOf(AUDIT, project), null, null),
      changes: { fields: [], values: { images: { from: project.images.length } } },
    });
    return project.images.length;
  });
  await deps.onPublicDataChange([...PROJECT_CHANGES, ...TRASH_CHANGES]);
  return { id, images };
}

/** Sets `is_enabled`, or flips it when absent. */
export async function toggleProject(
  deps: AuditedTransactionServices,
  input: ToggleInput,
  scheduled?: ScheduledClaim,
) {
  const updated = await deps.db.$transaction(async (tx) => {
    const existing = await findProject(tx, input.id);
    const row = await tx.project.update({
      where: { id: input.id },
      data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
      include: projectInclude,
    });
    const [before, after] = [toProjectOutput(existing), toProjectOutput(row)];
    await deps.audit(tx, entityEvent('project.toggle', targetOf(AUDIT, row), before, after));
    if (scheduled) await completeScheduledChange(tx, scheduled, deps.now());
    return after;
  });
  await deps.onPublicDataChange(PROJECT_CHANGES);
  return updated;
}

/**
 * Every project of a service in portfolio order (the disabled ones keep their place, hidden);
 * without a service, every project: services in navigation order, each one's projects in order.
 */
export async function projectOrder(
  { db }: ApiServices,
  serviceId?: string,
  within: ServiceScope = null,
) {
  if (serviceId) await assertServiceExists(db, serviceId);
  const rows = await db.project.findMany({
    where: {
      ...(serviceId ? { serviceId } : {}),
      ...(within ? { AND: [{ serviceId: { in: [...within] } }] } : {}),
    },
    include: projectInclude,
    orderBy: [{ service: { position: 'asc' } }, ...IN_ORDER],
  });
  return rows.map(toProjectOutput);
}

/** Puts a service's projects in the order of `ids` (every project of it, once each). */
export async function reorderProjects(deps: AuditedServices, input: ProjectReorderData) {
  const service = await deps.db.service.findUnique({
    where: { id: input.service_id },
    select: { id: true, name: true },
  });
  if (!service) throw invalidField('service_id', projectMessages.serviceMissing);
  // Recorded on the service whose projects were put in order.
  const target = { entity: 'service', id: service.id, label: service.name };
  await reorderList(deps, projectList(input.service_id), input.ids, 'project.reorder', target);
  await deps.onPublicDataChange(PROJECT_CHANGES);
  return projectOrder(deps, input.service_id);
}

/**
 * Chooses a project for the home page's Featured Projects, or stops featuring it. At most
 * FEATURED_PROJECTS are chosen at once (checked under the projects' lock, so two staff choosing
 * at the same moment cannot pass it together).
 */
export async function setProjectFeatured(
  deps: AuditedServices,
  input: { id: string; is_featured: boolean },
) {
  const updated = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, PROJECTS_LOCK);
    const existing = await findProject(tx, input.id);
    if (input.is_featured && !existing.isFeatured) {
      const featured = await tx.project.count({ where: { isFeatured: true } });
      if (featured >= FEATURED_PROJECTS) {
        throw invalidField('is_featured', orderMessages.tooManyFeatured);
      }
    }
    const row = await tx.project.update({
      where: { id: input.id },
      data: { isFeatured: input.is_featured },
      include: projectInclude,
    });
    const [before, after] = [toProjectOutput(existing), toProjectOutput(row)];
    await deps.audit(tx, entityEvent('project.feature', targetOf(AUDIT, row), before, after));
    return after;
  });
  await deps.onPublicDataChange(PROJECT_CHANGES);
  return updated;
}
