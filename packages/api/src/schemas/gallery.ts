/** Wire shape of gallery images (project images). */
import type { Prisma } from '@kasar/db';
import { z } from 'zod';

import { focalPointOf, focalPointOutput, isoDate } from './common';

export const galleryImageOutput = z.object({
  id: z.string(),
  image_url: z.string(),
  /** Alternative text; null: describe it from the project's title. */
  alt: z.string().nullable(),
  /** The spot every crop keeps in frame, in percent; null: crops are centred. */
  focal_point: focalPointOutput.nullable(),
  is_enabled: z.boolean(),
  position: z.number().int().describe("Place in its project's gallery, from 0"),
  created_at: isoDate,
  project: z.object({
    id: z.string(),
    title: z.string(),
    client_name: z.string(),
    location: z.string(),
    service_id: z.string(),
    service_name: z.string(),
  }),
});

export const galleryImageInclude = {
  project: {
    select: {
      id: true,
      title: true,
      clientName: true,
      location: true,
      service: { select: { id: true, name: true } },
    },
  },
} as const satisfies Prisma.ProjectImageInclude;

type GalleryRow = Prisma.ProjectImageGetPayload<{ include: typeof galleryImageInclude }>;

export function toGalleryImageOutput(row: GalleryRow): z.infer<typeof galleryImageOutput> {
  return {
    id: row.id,
    image_url: row.imageUrl,
    alt: row.alt,
    focal_point: focalPointOf(row.focalX, row.focalY),
    is_enabled: row.isEnabled,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    project: {
      id: row.project.id,
      title: row.project.title,
      client_name: row.project.clientName,
      location: row.project.location,
      service_id: row.project.service.id,
      service_name: row.project.service.name,
    },
  };
}
