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
import { projectOutput } from '../schemas/project';
import { serviceDeletionImpactOutput, serviceOutput } from '../schemas/service';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';
import { entityProcedures, noInput } from '../trpc/entity';

const services = entityProcedures('Services', '/dashboard/services', {
  noun: 'service',
  item: serviceOutput,
  ordered: { items: 'services (navigation and footer)' },
});

export const servicesRouter = {
  list: services.list('List services (page, limit, status, search)', listQuerySchema, listServices),

  /** Every service in navigation order. */
  order: services.order(noInput, serviceOrder),

  /** A new navigation order: every service's id once. */
  reorder: services.reorder(MESSAGES.servicesReordered, reorderInput, reorderServices),

  get: services.get(getService),

  create: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/services',
        input: 'multipart',
        status: 201,
        message: MESSAGES.serviceCreated,
        tag: 'Services',
        summary: 'Create a service',
      },
    })
    .input(serviceCreateInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => createService(ctx, input)),

  update: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}',
        input: 'multipart',
        message: MESSAGES.serviceUpdated,
        tag: 'Services',
        summary: 'Update a service',
      },
    })
    .input(serviceUpdateInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => updateService(ctx, input)),

  deletionImpact: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/deletion-impact',
        tag: 'Services',
        summary: 'How many projects and images a delete of this service removes',
      },
    })
    .input(idInput)
    .output(serviceDeletionImpactOutput)
    .query(({ ctx, input }) => serviceDeletionImpact(ctx, input.id)),

  delete: services.delete(MESSAGES.serviceDeleted, deleteService, {
    output: serviceDeletionImpactOutput.extend({ id: z.string() }),
  }),

  toggleStatus: services.toggleStatus(MESSAGES.serviceStatusUpdated, toggleService),

  projects: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/projects',
        tag: 'Services',
        summary: 'The projects of a service',
      },
    })
    .input(idInput)
    .output(z.array(projectOutput))
    .query(({ ctx, input }) => serviceProjects(ctx, input.id)),

  uploadImages: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/services/upload-images',
        aliases: ['/services/upload-images'],
        input: 'multipart',
        status: 201,
        message: MESSAGES.imagesUploaded,
        tag: 'Services',
        summary: 'Upload images (repeated field `images`) and get their URLs',
      },
    })
    .input(serviceUploadImagesInput)
    .output(z.array(z.object({ image_url: z.string() })))
    .mutation(({ ctx, input }) => uploadServiceImages(ctx, input)),
} satisfies TRPCRouterRecord;
