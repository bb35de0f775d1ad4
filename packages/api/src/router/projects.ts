/**
 * Admin procedures for projects (portfolio items of a service), their order in the portfolio and
 * the home page's featured projects.
 */
import {
  projectCreateInput,
  projectFeaturedInput,
  projectListInput,
  projectOrderQuery,
  projectReorderInput,
  projectUpdateInput,
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
import { projectOutput } from '../schemas/project';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';
import { entityProcedures } from '../trpc/entity';

const projects = entityProcedures('Projects', '/dashboard/service-projects', {
  noun: 'project',
  item: projectOutput,
  ordered: { items: 'projects of a service (portfolio)', scope: 'service_id' },
});

export const projectsRouter = {
  list: projects.list(
    'List projects (page, limit, status, search)',
    projectListInput,
    listProjects,
  ),

  /** Every project of a service in portfolio order. */
  order: projects.order(projectOrderQuery, (ctx, input) => projectOrder(ctx, input.service_id)),

  /** A new portfolio order of a service's projects: every one's id once. */
  reorder: projects.reorder(MESSAGES.projectsReordered, projectReorderInput, reorderProjects),

  /** Choose a project for the home page's Featured Projects (at most four), or stop. */
  setFeatured: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dashboard/service-projects/{id}/featured',
        messageByFlag: {
          field: 'is_featured',
          ifTrue: MESSAGES.projectFeatured,
          ifFalse: MESSAGES.projectUnfeatured,
        },
        tag: 'Projects',
        summary: 'Feature a project on the home page or stop (is_featured); at most 4 at once',
      },
    })
    .input(projectFeaturedInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => setProjectFeatured(ctx, input)),

  get: projects.get(getProject),

  /** The services to choose from in project forms. */
  serviceOptions: projects.read(
    '/dashboard/service-projects/service-options',
    'The services to choose from in project forms',
    z.array(z.object({ id: z.string(), name: z.string(), is_enabled: z.boolean() })),
    projectServiceOptions,
  ),

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

  delete: projects.delete(MESSAGES.projectDeleted, deleteProject, {
    output: z.object({ id: z.string(), images: z.number().int() }),
  }),

  toggleStatus: projects.toggleStatus(MESSAGES.projectStatusUpdated, toggleProject),
} satisfies TRPCRouterRecord;
