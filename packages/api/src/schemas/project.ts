/** Wire shapes of projects (admin and public) and the mapping from database rows. */
import type { Prisma } from '@kasar/db';
import { z } from 'zod';

import { focalPointOutput, isoDate } from './common';

export const projectOutput = z.object({
  id: z.string(),
  service_id: z.string(),
  service: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  builtup_area_sqft: z.number().nullable(),
  location: z.string(),
  client_name: z.string(),
  start_month: z.string(),
  start_year: z.number().int(),
  end_month: z.string().nullable(),
  end_year: z.number().int().nullable(),
  scope_of_work: z.string(),
  is_enabled: z.boolean(),
  is_ongoing: z.boolean(),
  duration: z.string(),
  images_count: z.number().int(),
  position: z.number().int().describe("Place among its service's projects, from 0"),
  is_featured: z.boolean().describe("Chosen for the home page's Featured Projects"),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ProjectOutput = z.infer<typeof projectOutput>;

/** A project as its draft has it: the read shape without its place, flags, count and service name. */
export const projectDraftContent = projectOutput.omit({
  service: true,
  is_enabled: true,
  images_count: true,
  position: true,
  is_featured: true,
});

export const publicProjectOutput = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  scope_of_work: z.string(),
  location: z.string(),
  client_name: z.string(),
  duration: z.string(),
  builtup_area_sqft: z.number().nullable(),
  gallery_images: z.array(
    z.object({
      id: z.string(),
      image_url: z.string(),
      alt: z.string().nullable(),
      /** The spot the card's and the modal's crops keep in frame; null: centred. */
      focal_point: focalPointOutput.nullable(),
    }),
  ),
  gallery_count: z.number().int(),
});

export const projectInclude = {
  service: { select: { id: true, name: true } },
  _count: { select: { images: true } },
} as const satisfies Prisma.ProjectInclude;

type ProjectRow = Prisma.ProjectGetPayload<{ include: typeof projectInclude }>;

const shortMonth = (month: string) => month.slice(0, 3);

/** 'Jan 2020 – Mar 2021', or 'Jan 2020 – Present' while the project has no end. */
export function durationOf(row: {
  startMonth: string;
  startYear: number;
  endMonth: string | null;
  endYear: number | null;
}): string {
  const start = `${shortMonth(row.startMonth)} ${row.startYear}`;
  const end =
    row.endMonth && row.endYear ? `${shortMonth(row.endMonth)} ${row.endYear}` : 'Present';
  return `${start} – ${end}`;
}

export const decimalToNumber = (value: Prisma.Decimal | null) =>
  value === null ? null : Number(value.toString());

export function toProjectOutput(row: ProjectRow): ProjectOutput {
  return {
    id: row.id,
    service_id: row.serviceId,
    service: row.service,
    title: row.title,
    builtup_area_sqft: decimalToNumber(row.builtupAreaSqft),
    location: row.location,
    client_name: row.clientName,
    start_month: row.startMonth,
    start_year: row.startYear,
    end_month: row.endMonth,
    end_year: row.endYear,
    scope_of_work: row.scopeOfWork,
    is_enabled: row.isEnabled,
    is_ongoing: !(row.endMonth && row.endYear),
    duration: durationOf(row),
    images_count: row._count.images,
    position: row.position,
    is_featured: row.isFeatured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
