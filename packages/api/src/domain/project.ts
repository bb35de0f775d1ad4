/**
 * Projects (portfolio items of a service): list, read, create, update, delete, toggle, their
 * order among their service's projects, and the choice of the home page's featured projects.
 */
import type { Database, Prisma } from '@kasar/db';
import {
  FEATURED_PROJECTS,
  orderMessages,
  projectMessages,
  type ProjectCreateData,
  type ProjectListQuery,
  type ProjectReorderData,
  type ProjectUpdateData,
} from '@kasar/validators';

import { invalidField } from '../errors';
import { MESSAGES } from '../messages';
import { projectInclude, toProjectOutput } from '../schemas/project';
import type { ApiServices } from '../services';
import { removeStoredFiles } from '../uploads';
import {
  findPage,
  found,
  NEWEST_FIRST,
  searchIn,
  statusFilter,
  toggleEnabled,
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
  type Transaction,
} from './ordering';

/** Projects show on their service's page too. */
const CHANGES = ['projects' as const, 'services' as const];

type ProjectFields = Omit<ProjectCreateData, 'is_enabled'> & { is_enabled?: boolean };

/** The columns of a project's fields (the seed writes demo projects with it too). */
export function projectColumns(input: ProjectFields) {
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

async function findProject(db: Database | Transaction, id: string) {
  return found(
    await db.project.findUnique({ where: { id }, include: projectInclude }),
    MESSAGES.projectNotFound,
  );
}

async function assertServiceExists(db: Database | Transaction, serviceId: string) {
  const service = await db.service.findUnique({ where: { id: serviceId }, select: { id: true } });
  if (!service) throw invalidField('service_id', projectMessages.serviceMissing);
}

export function listProjects({ db }: ApiServices, query: ProjectListQuery) {
  const where: Prisma.ProjectWhereInput = {
    ...statusFilter(query.status),
    ...(query.service_id ? { serviceId: query.service_id } : {}),
    ...searchIn(query.search, ['title', 'location', 'clientName']),
  };
  return findPage(
    db,
    query,
    {
      count: db.project.count({ where }),
      rows: (window) =>
        db.project.findMany({ where, include: projectInclude, orderBy: NEWEST_FIRST, ...window }),
    },
    toProjectOutput,
  );
}

export async function getProject({ db }: ApiServices, id: string) {
  return toProjectOutput(await findProject(db, id));
}

/** The services to choose from in project forms, by name. */
export async function projectServiceOptions({ db }: ApiServices) {
  const rows = await db.service.findMany({
    select: { id: true, name: true, isEnabled: true },
    orderBy: { name: 'asc' },
  });
  return rows.map((row) => ({ id: row.id, name: row.name, is_enabled: row.isEnabled }));
}

export async function createProject(deps: ApiServices, input: ProjectCreateData) {
  await assertServiceExists(deps.db, input.service_id);
  const list = projectList(input.service_id);
  const created = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, list);
    return tx.project.create({
      data: { ...projectColumns(input), position: await nextPosition(tx, list) },
      include: projectInclude,
    });
  });
  await deps.onPublicDataChange(CHANGES);
  return toProjectOutput(created);
}

export async function updateProject(deps: ApiServices, input: ProjectUpdateData) {
  await findProject(deps.db, input.id);
  await assertServiceExists(deps.db, input.service_id);
  const target = projectList(input.service_id);
  const updated = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, target);
    const existing = await findProject(tx, input.id);
    // A project moved to another service goes last there and leaves no gap behind.
    const moved = existing.serviceId !== input.service_id;
    const row = await tx.project.update({
      where: { id: input.id },
      data: {
        ...projectColumns(input),
        ...(moved ? { position: await nextPosition(tx, target) } : {}),
      },
      include: projectInclude,
    });
    if (moved) await closeGaps(tx, projectList(existing.serviceId));
    return row;
  });
  await deps.onPublicDataChange(CHANGES);
  return toProjectOutput(updated);
}

/** Deletes the project with its images: rows at once, then the files. */
export async function deleteProject(deps: ApiServices, id: string) {
  const keys = await deps.db.$transaction(async (tx) => {
    await lockLists(tx, PROJECTS_LOCK);
    const project = found(
      await tx.project.findUnique({
        where: { id },
        select: { serviceId: true, images: { select: { storageKey: true } } },
      }),
      MESSAGES.projectNotFound,
    );
    await tx.project.delete({ where: { id } });
    await closeGaps(tx, projectList(project.serviceId));
    return project.images.map((image) => image.storageKey);
  });
  await removeStoredFiles(deps, keys);
  await deps.onPublicDataChange(CHANGES);
  return { id, images: keys.length };
}

const setProjectEnabled = (db: Database, id: string, isEnabled: boolean) =>
  db.project.update({ where: { id }, data: { isEnabled }, include: projectInclude });

export function toggleProject(deps: ApiServices, input: ToggleInput) {
  return toggleEnabled(deps, input, CHANGES, findProject, setProjectEnabled).then(toProjectOutput);
}

/**
 * Every project of a service in portfolio order (the disabled ones keep their place, hidden);
 * without a service, every project: services in navigation order, each one's projects in order.
 */
export async function projectOrder({ db }: ApiServices, serviceId?: string) {
  if (serviceId) await assertServiceExists(db, serviceId);
  const rows = await db.project.findMany({
    where: serviceId ? { serviceId } : {},
    include: projectInclude,
    orderBy: [{ service: { position: 'asc' } }, ...IN_ORDER],
  });
  return rows.map(toProjectOutput);
}

/** Puts a service's projects in the order of `ids` (every project of it, once each). */
export async function reorderProjects(deps: ApiServices, input: ProjectReorderData) {
  await assertServiceExists(deps.db, input.service_id);
  await reorderList(deps.db, projectList(input.service_id), input.ids);
  await deps.onPublicDataChange(CHANGES);
  return projectOrder(deps, input.service_id);
}

/**
 * Chooses a project for the home page's Featured Projects, or stops featuring it. At most
 * FEATURED_PROJECTS are chosen at once (checked under the projects' lock, so two staff choosing
 * at the same moment cannot pass it together).
 */
export async function setProjectFeatured(
  deps: ApiServices,
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
    return tx.project.update({
      where: { id: input.id },
      data: { isFeatured: input.is_featured },
      include: projectInclude,
    });
  });
  await deps.onPublicDataChange(CHANGES);
  return toProjectOutput(updated);
}
