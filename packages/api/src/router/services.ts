/**
 * Admin procedures for services: list, read, create, update, delete, toggle, projects, and their
 * order in the navigation and footer.
 */
import {
  idInput,
  listQuerySchema,
  reorderInput,
  serviceCreateInput,
  serviceUpdateInput,
  serviceUploadImagesInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  createService,
  deleteService,
  getService,
  listServices,
  reorderServices,
  serviceDeletionImpact,
  serviceOrder,
  serviceProjects,
  toggleService,
  updateService,
  uploadServiceImages,
} from '../domain/service';
import { paginated } from '../schemas/common';
import { projectOutput } from '../schemas/project';
import { serviceDeletionImpactOutput, serviceOutput } from '../schemas/service';
import { authedProcedure } from '../trpc';

export const servicesRouter = {
  list: authedProcedure
    .input(listQuerySchema)
    .output(paginated(serviceOutput))
    .query(({ ctx, input }) => listServices(ctx, input)),

  /** Every service in navigation order. */
  order: authedProcedure
    .input(z.object({}).optional())
    .output(z.array(serviceOutput))
    .query(({ ctx }) => serviceOrder(ctx)),

  /** A new navigation order: every service's id once. */
  reorder: authedProcedure
    .input(reorderInput)
    .output(z.array(serviceOutput))
    .mutation(({ ctx, input }) => reorderServices(ctx, input)),

  get: authedProcedure
    .input(idInput)
    .output(serviceOutput)
    .query(({ ctx, input }) => getService(ctx, input.id)),

  create: authedProcedure
    .input(serviceCreateInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => createService(ctx, input)),

  update: authedProcedure
    .input(serviceUpdateInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => updateService(ctx, input)),

  deletionImpact: authedProcedure
    .input(idInput)
    .output(serviceDeletionImpactOutput)
    .query(({ ctx, input }) => serviceDeletionImpact(ctx, input.id)),

  delete: authedProcedure
    .input(idInput)
    .output(serviceDeletionImpactOutput.extend({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteService(ctx, input.id)),

  toggleStatus: authedProcedure
    .input(toggleStatusInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => toggleService(ctx, input)),

  projects: authedProcedure
    .input(idInput)
    .output(z.array(projectOutput))
    .query(({ ctx, input }) => serviceProjects(ctx, input.id)),

  uploadImages: authedProcedure
    .input(serviceUploadImagesInput)
    .output(z.array(z.object({ image_url: z.string() })))
    .mutation(({ ctx, input }) => uploadServiceImages(ctx, input)),
} satisfies TRPCRouterRecord;
