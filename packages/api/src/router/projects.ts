/**
 * Admin procedures for projects (portfolio items of a service), their order in the portfolio and
 * the home page's featured projects.
 */
import {
  idInput,
  projectCreateInput,
  projectFeaturedInput,
  projectListInput,
  projectOrderQuery,
  projectReorderInput,
  projectUpdateInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  projectOrder,
  projectServiceOptions,
  reorderProjects,
  setProjectFeatured,
  toggleProject,
  updateProject,
} from '../domain/project';
import { paginated } from '../schemas/common';
import { projectOutput } from '../schemas/project';
import { authedProcedure } from '../trpc';

export const projectsRouter = {
  list: authedProcedure
    .input(projectListInput)
    .output(paginated(projectOutput))
    .query(({ ctx, input }) => listProjects(ctx, input)),

  /** Every project of a service in portfolio order. */
  order: authedProcedure
    .input(projectOrderQuery)
    .output(z.array(projectOutput))
    .query(({ ctx, input }) => projectOrder(ctx, input.service_id)),

  /** A new portfolio order of a service's projects: every one's id once. */
  reorder: authedProcedure
    .input(projectReorderInput)
    .output(z.array(projectOutput))
    .mutation(({ ctx, input }) => reorderProjects(ctx, input)),

  /** Choose a project for the home page's Featured Projects (at most four), or stop. */
  setFeatured: authedProcedure
    .input(projectFeaturedInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => setProjectFeatured(ctx, input)),

  get: authedProcedure
    .input(idInput)
    .output(projectOutput)
    .query(({ ctx, input }) => getProject(ctx, input.id)),

  /** The services to choose from in project forms. */
  serviceOptions: authedProcedure
    .input(z.object({}).optional())
    .output(z.array(z.object({ id: z.string(), name: z.string(), is_enabled: z.boolean() })))
    .query(({ ctx }) => projectServiceOptions(ctx)),

  create: authedProcedure
    .input(projectCreateInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => createProject(ctx, input)),

  update: authedProcedure
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => updateProject(ctx, input)),

  delete: authedProcedure
    .input(idInput)
    .output(z.object({ id: z.string(), images: z.number().int() }))
    .mutation(({ ctx, input }) => deleteProject(ctx, input.id)),

  toggleStatus: authedProcedure
    .input(toggleStatusInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => toggleProject(ctx, input)),
} satisfies TRPCRouterRecord;
