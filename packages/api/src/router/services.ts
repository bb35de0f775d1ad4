/** Admin procedures for services: list, read, create, update, delete, toggle, projects. */
import {
  idInput,
  listQuerySchema,
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
  serviceDeletionImpact,
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
