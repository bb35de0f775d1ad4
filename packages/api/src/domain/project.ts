/** Projects (portfolio items of a service): list, read, create, update, delete, toggle. */
import type { Prisma } from '@kasar/db';
import {
  projectMessages,
  type ProjectCreateData,
  type ProjectListQuery,
  type ProjectUpdateData,
} from '@kasar/validators';

import { invalidField } from '../errors';
import { MESSAGES } from '../messages';
import { projectInclude, toProjectOutput } from '../schemas/project';
import { entityEvent } from '../audit';
import type { ApiServices, AuditedServices } from '../services';
import { removeStoredFiles } from '../uploads';
import {
  findPage,
  found,
  NEWEST_FIRST,
  searchIn,
  statusFilter,
  toggleEnabled,
  targetOf,
  type AuditTarget,
  type Db,
  type ToggleInput,
} from './listing';

/** Projects show on their service's page too. */
const CHANGES = ['projects' as const, 'services' as const];

const AUDIT: AuditTarget<{ title: string }, 'project'> = {
  entity: 'project',
  label: (project) => project.title,
};

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

export async function createProject(deps: AuditedServices, input: ProjectCreateData) {
  await assertServiceExists(deps.db, input.service_id);
  const created = await deps.db.$transaction(async (tx) => {
    const row = await tx.project.create({ data: projectColumns(input), include: projectInclude });
    const output = toProjectOutput(row);
    await deps.audit(tx, entityEvent('project.create', targetOf(AUDIT, row), null, output));
    return output;
  });
  await deps.onPublicDataChange(CHANGES);
  return created;
}

export async function updateProject(deps: AuditedServices, input: ProjectUpdateData) {
  const updated = await deps.db.$transaction(async (tx) => {
    const before = toProjectOutput(await findProject(tx, input.id));
    await assertServiceExists(tx, input.service_id);
    const row = await tx.project.update({
      where: { id: input.id },
      data: projectColumns(input),
      include: projectInclude,
    });
    const after = toProjectOutput(row);
    await deps.audit(tx, entityEvent('project.update', targetOf(AUDIT, row), before, after));
    return after;
  });
  await deps.onPublicDataChange(CHANGES);
  return updated;
}

/** Deletes the project with its images: rows at once, then the files. */
export async function deleteProject(deps: AuditedServices, id: string) {
  const keys = await deps.db.$transaction(async (tx) => {
    const project = found(
      await tx.project.findUnique({
        where: { id },
        select: { id: true, title: true, images: { select: { storageKey: true } } },
      }),
      MESSAGES.projectNotFound,
    );
    await tx.project.delete({ where: { id } });
    await deps.audit(tx, {
      ...entityEvent('project.delete', targetOf(AUDIT, project), null, null),
      changes: { fields: [], values: { images: { from: project.images.length } } },
    });
    return project.images.map((image) => image.storageKey);
  });
  await removeStoredFiles(deps, keys);
  await deps.onPublicDataChange(CHANGES);
  return { id, images: keys.length };
}

const setProjectEnabled = (db: Db, id: string, isEnabled: boolean) =>
  db.project.update({ where: { id }, data: { isEnabled }, include: projectInclude });

export function toggleProject(deps: AuditedServices, input: ToggleInput) {
  return toggleEnabled(deps, input, CHANGES, {
    audit: AUDIT,
    find: findProject,
    setEnabled: setProjectEnabled,
    toOutput: toProjectOutput,
  });
}
