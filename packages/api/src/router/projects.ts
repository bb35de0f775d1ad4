/** Admin procedures for projects (portfolio items of a service). */
import {
  idInput,
  projectCreateInput,
  projectListInput,
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
  projectServiceOptions,
  toggleProject,
  updateProject,
} from '../domain/project';
import { paginated } from '../schemas/common';
import { projectOutput } from '../schemas/project';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';

export const projectsRouter = {
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects',
        paginated: true,
        tag: 'Projects',
        summary: 'List projects (page, limit, status, search)',
      },
    })
    .input(projectListInput)
    .output(paginated(projectOutput))
    .query(({ ctx, input }) => listProjects(ctx, input)),

  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}',
        tag: 'Projects',
        summary: 'Read one project',
      },
    })
    .input(idInput)
    .output(projectOutput)
    .query(({ ctx, input }) => getProject(ctx, input.id)),

  /** The services to choose from in project forms. */
  serviceOptions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/service-options',
        tag: 'Projects',
        summary: 'The services to choose from in project forms',
      },
    })
    .input(z.object({}).optional())
    .output(z.array(z.object({ id: z.string(), name: z.string(), is_enabled: z.boolean() })))
    .query(({ ctx }) => projectServiceOptions(ctx)),

  create: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects',
        status: 201,
        message: MESSAGES.projectCreated,
        tag: 'Projects',
        summary: 'Create a project',
      },
    })
    .input(projectCreateInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => createProject(ctx, input)),

  update: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/dashboard/service-projects/{id}',
        message: MESSAGES.projectUpdated,
        tag: 'Projects',
        summary: 'Update a project',
      },
    })
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => updateProject(ctx, input)),

  delete: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/dashboard/service-projects/{id}',
        message: MESSAGES.projectDeleted,
        tag: 'Projects',
        summary: 'Delete a project',
      },
    })
    .input(idInput)
    .output(z.object({ id: z.string(), images: z.number().int() }))
    .mutation(({ ctx, input }) => deleteProject(ctx, input.id)),

  toggleStatus: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dashboard/service-projects/{id}/toggle-status',
        message: MESSAGES.projectStatusUpdated,
        tag: 'Projects',
        summary: 'Enable or disable a project (flips it when the body has no is_enabled)',
      },
    })
    .input(toggleStatusInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => toggleProject(ctx, input)),
} satisfies TRPCRouterRecord;
