/**
 * Builders of valid inputs for the integration tests: multipart bodies exactly as the REST
 * adapter passes them (FormData with is_enabled '1'/'0' and JSON text fields), JSON bodies as
 * plain objects.
 */
import type { RouterInputs, RouterOutputs } from '../src/index';
import { imageFile, type Caller } from './harness';

export type ServiceOutput = RouterOutputs['services']['get'];
export type ProjectOutput = RouterOutputs['projects']['get'];
export type ProjectInput = RouterInputs['projects']['create'];
export type GalleryImageOutput = RouterOutputs['gallery']['get'];

type FormValue = string | File | null | undefined;

/** A FormData of the given fields; null/undefined fields are left out, arrays repeat the field. */
export function formData(fields: Record<string, FormValue | File[] | string[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(key, item);
    } else {
      form.set(key, value);
    }
  }
  return form;
}

export interface ServiceFields {
  name?: string;
  slug?: string;
  headline?: string;
  description?: string;
  is_enabled?: '1' | '0';
  features?: { title: string; description?: string }[] | string;
  statistics?: { key: string; value: string | number }[] | string | null;
  services?: string[] | null;
  hero_image?: File | null;
}

const json = (value: unknown) =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The add/edit service form as multipart; `statistics: null` leaves statistics out. */
export function serviceForm(fields: ServiceFields = {}, id?: string): FormData {
  return formData({
    id,
    name: fields.name ?? 'Residential Construction',
    slug: fields.slug,
    headline: fields.headline ?? 'Homes built to last for generations',
    description: fields.description ?? 'We design and build family homes with care and precision.',
    is_enabled: fields.is_enabled ?? '1',
    features: json(fields.features ?? [{ title: 'Design', description: 'Custom plans' }]),
    statistics: json(
      fields.statistics === undefined
        ? [
            { key: 'projectsCompleted', value: '120' },
            { key: 'satisfiedClients', value: '98' },
            { key: 'onTimeDelivery', value: '95' },
          ]
        : fields.statistics,
    ),
    services: json(fields.services),
    hero_image: fields.hero_image,
  });
}

/** Creates a service with a real hero image unless `hero_image: null` is given. */
export async function createService(
  api: Caller,
  fields: ServiceFields = {},
): Promise<ServiceOutput> {
  const hero = fields.hero_image === undefined ? await imageFile('hero.png') : fields.hero_image;
  return api.services.create(serviceForm({ ...fields, hero_image: hero }));
}

/** A valid project payload (JSON) for the service. */
export function projectInput(serviceId: string, fields: Partial<ProjectInput> = {}): ProjectInput {
  return {
    service_id: serviceId,
    title: 'Lakeside Villa',
    builtup_area_sqft: 2450.5,
    location: 'Pune, Maharashtra',
    client_name: 'Mehta Family',
    start_month: 'January',
    start_year: 2020,
    end_month: 'March',
    end_year: 2021,
    scope_of_work: 'Design and construction of a three-storey family villa.',
    is_enabled: true,
    ...fields,
  };
}

export function createProject(
  api: Caller,
  serviceId: string,
  fields: Partial<ProjectInput> = {},
): Promise<ProjectOutput> {
  return api.projects.create(projectInput(serviceId, fields));
}

/** Uploads real images to a project's gallery (multipart, repeated `images[]`). */
export async function uploadGallery(
  api: Caller,
  projectId: string,
  count = 1,
  enabled: '1' | '0' = '1',
): Promise<GalleryImageOutput[]> {
  const images = await Promise.all(
    Array.from({ length: count }, (_, index) => imageFile(`photo-${index + 1}.jpg`, 'jpeg')),
  );
  return api.gallery.upload(
    formData({ project_id: projectId, is_enabled: enabled, 'images[]': images }),
  );
}

/** A valid contact-form submission. */
export function contactInput(
  fields: Partial<RouterInputs['public']['submitContact']> = {},
): RouterInputs['public']['submitContact'] {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    mobile: '+919876543210',
    subject: 'New office building',
    message: 'We would like a quote for a two-storey office.',
    purpose: 'Commercial Projects',
    ...fields,
  };
}
