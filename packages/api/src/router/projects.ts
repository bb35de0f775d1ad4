/** Admin procedures for projects (portfolio items of a service). */
import type { Database, Prisma } from '@kasar/db';
import {
  idInput,
  projectCreateInput,
  projectListInput,
  projectMessages,
  projectUpdateInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import type { Context } from '../context';
import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import { paginated, pagination, statusFilter } from '../schemas/common';
import { projectInclude, projectOutput, toProjectOutput } from '../schemas/project';
import { protectedProcedure } from '../trpc';
import { removeStoredFiles } from '../uploads';

type ProjectFields =
  z.output<typeof projectCreateInput> | Omit<z.output<typeof projectUpdateInput>, 'id'>;

async function findProject(db: Database, id: string) {
  const project = await db.project.findUnique({ where: { id }, include: projectInclude });
  if (!project) throw notFound(MESSAGES.projectNotFound);
  return project;
}

async function assertServiceExists(db: Database, serviceId: string) {
  const service = await db.service.findUnique({ where: { id: serviceId }, select: { id: true } });
  if (!service) throw invalidField('service_id', projectMessages.serviceMissing);
}

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

function changed(ctx: Context) {
  return ctx.onPublicDataChange(['projects', 'services']);
}

export const projectsRouter = {
  list: protectedProcedure
    .input(projectListInput)
    .output(paginated(projectOutput))
    .query(async ({ ctx, input }) => {
      const where: Prisma.ProjectWhereInput = {
        ...statusFilter(input.status),
        ...(input.service_id ? { serviceId: input.service_id } : {}),
        ...(input.search
          ? {
              OR: [
                { title: { contains: input.search, mode: 'insensitive' } },
                { location: { contains: input.search, mode: 'insensitive' } },
                { clientName: { contains: input.search, mode: 'insensitive' } },
              ],
            }
          : {}),
      };
      const [total, rows] = await ctx.db.$transaction([
        ctx.db.project.count({ where }),
        ctx.db.project.findMany({
          where,
          include: projectInclude,
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
          skip: (input.page - 1) * input.limit,
          take: input.limit,
        }),
      ]);
      return {
        data: rows.map(toProjectOutput),
        pagination: pagination(input.page, input.limit, total),
      };
    }),

  get: protectedProcedure
    .input(idInput)
    .output(projectOutput)
    .query(async ({ ctx, input }) => toProjectOutput(await findProject(ctx.db, input.id))),

  /** The services to choose from in project forms. */
  serviceOptions: protectedProcedure
    .input(z.object({}).optional())
    .output(z.array(z.object({ id: z.string(), name: z.string(), is_enabled: z.boolean() })))
    .query(async ({ ctx }) => {
      const rows = await ctx.db.service.findMany({
        select: { id: true, name: true, isEnabled: true },
        orderBy: { name: 'asc' },
      });
      return rows.map((row) => ({ id: row.id, name: row.name, is_enabled: row.isEnabled }));
    }),

  create: protectedProcedure
    .input(projectCreateInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      await assertServiceExists(ctx.db, input.service_id);
      const created = await ctx.db.project.create({
        data: projectColumns(input),
        include: projectInclude,
      });
      await changed(ctx);
      return toProjectOutput(created);
    }),

  update: protectedProcedure
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      await findProject(ctx.db, input.id);
      await assertServiceExists(ctx.db, input.service_id);
      const updated = await ctx.db.project.update({
        where: { id: input.id },
        data: projectColumns(input),
        include: projectInclude,
      });
      await changed(ctx);
      return toProjectOutput(updated);
    }),

  delete: protectedProcedure
    .input(idInput)
    .output(z.object({ id: z.string(), images: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const keys = await ctx.db.$transaction(async (tx) => {
        const project = await tx.project.findUnique({
          where: { id: input.id },
          select: { images: { select: { storageKey: true } } },
        });
        if (!project) throw notFound(MESSAGES.projectNotFound);
        await tx.project.delete({ where: { id: input.id } });
        return project.images.map((image) => image.storageKey);
      });
      await removeStoredFiles(ctx, keys);
      await changed(ctx);
      return { id: input.id, images: keys.length };
    }),

  toggleStatus: protectedProcedure
    .input(toggleStatusInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await findProject(ctx.db, input.id);
      const updated = await ctx.db.project.update({
        where: { id: input.id },
        data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
        include: projectInclude,
      });
      await changed(ctx);
      return toProjectOutput(updated);
    }),
} satisfies TRPCRouterRecord;
