/**
 * Every route of the REST table exercised over real HTTP as a client would use it: multipart
 * with real image bytes, JSON bodies, query filters, toggles without a body, deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import { imageFile } from '../../test/samples';
import { restClient, type CallOptions, type CallResult } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { EXPORT_BATCH_ROWS } from '../domain/contact';
import { createRestHandler } from './handler';
import { matchRoute, REST_ROUTES } from './routes';

let h: Harness;
let server: RestServer;
let token: string;
const exercised = new Set<string>();

async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const matched = matchRoute(method, path.split('?')[0] ?? path);
  if (matched && 'match' in matched) {
    exercised.add(`${matched.match.route.method} ${matched.match.route.path}`);
  }
  return restClient(server.url)(method, path, { token, ...options });
}

function ok(result: CallResult, status = 200) {
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  expect(result.status).toBe(status);
  return result.body;
}

beforeAll(async () => {
  h = await createHarness();
  server = await startRestServer(h.services);
  const login = await restClient(server.url)('POST', '/dashboard/auth/login', {
    json: { email: h.admin.email, password: h.admin.password },
  });
  token = (login.body.data as { token: string }).token;
  exercised.add('POST /dashboard/auth/login');
});

afterAll(async () => {
  await server.close();
  await h.close();
});

async function serviceForm(name: string, extra: Record<string, string | File> = {}) {
  const form = new FormData();
  form.set('name', name);
  form.set('headline', 'Solid work from foundation to roof');
  form.set('description', 'Complete construction services delivered on time and on budget.');
  form.set('is_enabled', '1');
  form.set(
    'features',
    JSON.stringify([{ title: 'Structural design' }, { title: 'Site supervision' }]),
  );
  form.set(
    'statistics',
    JSON.stringify([
      { key: 'projectsCompleted', value: '40' },
      { key: 'onTimeDelivery', value: '97' },
    ]),
  );
  form.set('services', JSON.stringify(['Consultation', 'Execution']));
  form.set('hero_image', await imageFile('hero.jpg', 'jpeg'));
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}

describe('services, projects and the gallery through /api/v1', () => {
  let serviceId: string;
  let projectId: string;
  let imageIds: string[];

  it('creates, lists, reads, updates and toggles a service', async () => {
    const created = ok(
      await call('POST', '/dashboard/services', {
        form: await serviceForm('Industrial Construction'),
      }),
      201,
    );
    expect(created.message).toBe('Service created successfully');
    const service = created.data as {
      id: string;
      slug: string;
      hero_image: string;
      statistics: unknown;
    };
    serviceId = service.id;
    expect(service.slug).toBe('industrial-construction');
    expect(service.hero_image).toMatch(/^\/uploads\/services\/[a-f0-9]+\.jpg$/);
    expect(service.statistics).toEqual([
      { key: 'projectsCompleted', value: 40 },
      { key: 'onTimeDelivery', value: 97 },
    ]);
    ok(await call('POST', '/dashboard/services', { form: await serviceForm('Road Works') }), 201);

    const page = ok(await call('GET', '/dashboard/services?page=2&limit=1&status=active'));
    expect(page.pagination).toEqual({ current_page: 2, per_page: 1, total: 2, total_pages: 2 });
    const searched = ok(await call('GET', '/dashboard/services?search=INDUSTRIAL'));
    expect((searched.data as { id: string }[]).map((row) => row.id)).toEqual([serviceId]);
    expect(ok(await call('GET', `/dashboard/services/${serviceId}`)).data).toMatchObject({
      id: serviceId,
    });

    const update = await serviceForm('Industrial Construction & Plants');
    update.delete('hero_image');
    update.set('is_enabled', '0');
    const updated = ok(await call('POST', `/dashboard/services/${serviceId}`, { form: update }));
    expect(updated.message).toBe('Service updated successfully');
    expect(updated.data).toMatchObject({
      name: 'Industrial Construction & Plants',
      slug: 'industrial-construction',
      is_enabled: false,
      hero_image: service.hero_image,
    });

    const toggled = ok(await call('PATCH', `/dashboard/services/${serviceId}/toggle-status`));
    expect(toggled.message).toBe('Service status updated successfully');
    expect(toggled.data).toMatchObject({ is_enabled: true });
    const set = ok(
      await call('PATCH', `/dashboard/services/${serviceId}/toggle-status`, {
        json: { is_enabled: true },
      }),
    );
    expect(set.data).toMatchObject({ is_enabled: true });
  });

  it('uploads service images on both paths with repeated images fields', async () => {
    for (const path of ['/dashboard/services/upload-images', '/services/upload-images']) {
      const form = new FormData();
      form.append('images', await imageFile('one.png'));
      form.append('images', await imageFile('two.webp', 'webp'));
      const uploaded = ok(await call('POST', path, { form }), 201);
      expect(uploaded.message).toBe('Images uploaded successfully!');
      expect(uploaded.data).toHaveLength(2);
    }
  });

  it('creates a project with JSON, validates it, lists, reads, replaces and toggles it', async () => {
    const options = ok(await call('GET', '/dashboard/service-projects/service-options'));
    expect((options.data as { id: string }[]).map((row) => row.id)).toContain(serviceId);
    const payload = {
      service_id: serviceId,
      title: 'Cement plant expansion',
      builtup_area_sqft: 120000.5,
      location: 'Nagpur, Maharashtra',
      client_name: 'Vidarbha Cements',
      start_month: 'January',
      start_year: 2021,
      end_month: null,
      end_year: null,
      scope_of_work: 'Civil and structural works for a new clinker line and silos.',
      is_enabled: true,
    };
    const created = ok(await call('POST', '/dashboard/service-projects', { json: payload }), 201);
    expect(created.message).toBe('Project created successfully');
    projectId = (created.data as { id: string }).id;
    expect(created.data).toMatchObject({
      duration: 'Jan 2021 – Present',
      is_ongoing: true,
      builtup_area_sqft: 120000.5,
    });

    const invalid = await call('POST', '/dashboard/service-projects', {
      json: { ...payload, start_year: 2024, end_year: 2020, end_month: 'March', title: 'ab' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      title: ['Project title must be at least 3 characters long'],
      end_year: ['End year cannot be before start year'],
    });

    const listed = ok(
      await call('GET', `/dashboard/service-projects?search=vidarbha&service_id=${serviceId}`),
    );
    expect(listed.pagination?.total).toBe(1);
    ok(await call('GET', `/dashboard/service-projects/${projectId}`));
    const replaced = ok(
      await call('PUT', `/dashboard/service-projects/${projectId}`, {
        json: { ...payload, end_month: 'June', end_year: 2023 },
      }),
    );
    expect(replaced.message).toBe('Project updated successfully');
    expect(replaced.data).toMatchObject({ duration: 'Jan 2021 – Jun 2023', is_ongoing: false });
    const toggled = ok(
      await call('PATCH', `/dashboard/service-projects/${projectId}/toggle-status`, { json: {} }),
    );
    expect(toggled.data).toMatchObject({ is_enabled: false });
    ok(await call('PATCH', `/dashboard/service-projects/${projectId}/toggle-status`));
  });

  it('uploads gallery images with images[], filters, toggles without a payload and deletes one', async () => {
    const form = new FormData();
    form.set('project_id', projectId);
    form.set('is_enabled', '1');
    form.append('images[]', await imageFile('a.png'));
    form.append('images[]', await imageFile('b.jpg', 'jpeg'));
    form.append('images[]', await imageFile('c.webp', 'webp'));
    const uploaded = ok(await call('POST', '/dashboard/project-images', { form }), 201);
    imageIds = (uploaded.data as { id: string }[]).map((image) => image.id);
    expect(imageIds).toHaveLength(3);

    const filtered = ok(
      await call(
        'GET',
        `/dashboard/project-images?service_id=${serviceId}&project_id=${projectId}`,
      ),
    );
    expect(filtered.pagination?.total).toBe(3);
    expect(
      (filtered.data as { project: { service_name: string } }[])[0]?.project.service_name,
    ).toBe('Industrial Construction & Plants');
    ok(await call('GET', `/dashboard/project-images/${imageIds[0]}`));
    const toggled = ok(
      await call('PATCH', `/dashboard/project-images/${imageIds[0]}/toggle-status`),
    );
    expect(toggled.message).toBe('Image status updated successfully');
    expect(toggled.data).toMatchObject({ is_enabled: false });
    const deleted = ok(await call('DELETE', `/dashboard/project-images/${imageIds[1]}`));
    expect(deleted.message).toBe('Image deleted successfully');

    const described = ok(
      await call('PATCH', `/dashboard/project-images/${imageIds[2]}`, {
        json: { alt: ' Steel frame of the plant ' },
      }),
    );
    expect(described.message).toBe('Image updated successfully');
    expect(described.data).toMatchObject({ alt: 'Steel frame of the plant' });
    const tooLong = await call('PATCH', `/dashboard/project-images/${imageIds[2]}`, {
      json: { alt: 'x'.repeat(151) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      alt: ['Image alt text must be less than 150 characters'],
    });
    const focused = ok(
      await call('PATCH', `/dashboard/project-images/${imageIds[2]}`, {
        json: { focal_point: '35,65' },
      }),
    );
    expect(focused.data).toMatchObject({
      alt: 'Steel frame of the plant',
      focal_point: { x: 35, y: 65 },
    });
    const offImage = await call('PATCH', `/dashboard/project-images/${imageIds[2]}`, {
      json: { focal_point: '35,165' },
    });
    expect(offImage.status).toBe(422);
    expect(offImage.body.errors).toEqual({
      focal_point: ['Focal point must be two whole percentages from 0 to 100, as "x,y"'],
    });

    const publicDetail = ok(await call('GET', '/public/services/industrial-construction'));
    expect((publicDetail.data as { gallery_images: unknown[] }).gallery_images).toEqual([
      expect.objectContaining({ id: imageIds[2], focal_point: { x: 35, y: 65 } }),
    ]);
    const grouped = ok(await call('GET', '/public/projects-by-service'));
    expect(Object.keys(grouped.data as object)).toContain('industrial-construction');
  });

  it("reads a service's projects and deletion impact, then moves it to the trash with everything under it", async () => {
    const projects = ok(await call('GET', `/dashboard/services/${serviceId}/projects`));
    expect(projects.data).toHaveLength(1);
    const impact = ok(await call('GET', `/dashboard/services/${serviceId}/deletion-impact`));
    expect(impact.data).toEqual({ projects: 1, images: 2 });
    const filesBefore = h.storedFiles().length;
    const deleted = ok(await call('DELETE', `/dashboard/services/${serviceId}`));
    expect(deleted.message).toBe('Service deleted successfully');
    // In the trash: its files stay until it is emptied.
    expect(h.storedFiles().length).toBe(filesBefore);
    expect((await call('GET', `/dashboard/service-projects/${projectId}`)).status).toBe(404);
    expect((await call('DELETE', `/dashboard/service-projects/${projectId}`)).status).toBe(404);
  });

  it('deletes a project', async () => {
    const service = ok(await call('GET', '/dashboard/services?search=road')).data as {
      id: string;
    }[];
    const created = ok(
      await call('POST', '/dashboard/service-projects', {
        json: {
          service_id: service[0]?.id,
          title: 'Ring road widening',
          location: 'Pune',
          client_name: 'Pune Municipal Corporation',
          start_month: 'March',
          start_year: 2019,
          scope_of_work: 'Widening of 12 km of ring road with drainage.',
        },
      }),
      201,
    );
    const deleted = ok(
      await call('DELETE', `/dashboard/service-projects/${(created.data as { id: string }).id}`),
    );
    expect(deleted.message).toBe('Project deleted successfully');
  });
});

describe('banners, contacts and settings through /api/v1', () => {
  it('pages banners with total_pages, reads, updates without a new image, toggles and deletes', async () => {
    for (const headline of [
      'First banner headline',
      'Second banner headline',
      'Third banner headline',
    ]) {
      const form = new FormData();
      form.set('headline', headline);
      form.set('tagline', 'Built to last');
      form.set('image', await imageFile('banner.png'));
      ok(await call('POST', '/dashboard/banner-images', { form }), 201);
    }
    const page = ok(await call('GET', '/dashboard/banner-images?limit=2&page=2'));
    expect(page.pagination).toEqual({ current_page: 2, per_page: 2, total: 3, total_pages: 2 });
    const id = (page.data as { id: string }[])[0]?.id ?? '';
    const before = ok(await call('GET', `/dashboard/banner-images/${id}`)).data as {
      image_url: string;
    };
    const form = new FormData();
    form.set('headline', 'Renamed banner headline');
    form.set('is_enabled', '0');
    form.set('image_alt', 'Crane over a finished tower at sunset');
    form.set('focal_point', '20,75');
    const updated = ok(await call('POST', `/dashboard/banner-images/${id}`, { form }));
    expect(updated.message).toBe('Banner updated successfully');
    expect(updated.data).toMatchObject({
      headline: 'Renamed banner headline',
      image_url: before.image_url,
      image_alt: 'Crane over a finished tower at sunset',
      focal_point: { x: 20, y: 75 },
      is_enabled: false,
    });
    // A client that sends no alt text keeps the stored one.
    const renamed = new FormData();
    renamed.set('headline', 'Renamed banner headline again');
    expect(
      ok(await call('POST', `/dashboard/banner-images/${id}`, { form: renamed })).data,
    ).toMatchObject({
      image_alt: 'Crane over a finished tower at sunset',
      focal_point: { x: 20, y: 75 },
    });
    expect(
      ok(await call('PATCH', `/dashboard/banner-images/${id}/toggle-status`)).data,
    ).toMatchObject({ is_enabled: true });
    expect(ok(await call('GET', '/public/banner-images')).data).toHaveLength(3);
    expect(ok(await call('DELETE', `/dashboard/banner-images/${id}`)).message).toBe(
      'Banner deleted successfully',
    );
  });

  it('lists contact submissions with totals, reads and deletes one', async () => {
    const contact = ok(
      await call('POST', '/public/contact', {
        json: {
          name: 'Meera Shah',
          email: 'meera@example.com',
          mobile: '+919812345678',
          subject: 'Warehouse',
          message: 'We need a 20,000 sq ft warehouse near Bhiwandi.',
          purpose: 'Industrial Construction',
        },
      }),
      201,
    );
    const id = (contact.data as { id: string }).id;
    const listed = ok(await call('GET', '/dashboard/contact-submissions?search=warehouse'));
    expect(listed.totals).toEqual({ total: 1, this_week: 1, new: 1, spam: 0 });
    expect(listed.data).toMatchObject([{ id, status: 'new', spam_reason: null }]);
    expect(ok(await call('GET', `/dashboard/contact-submissions/${id}`)).data).toMatchObject({
      name: 'Meera Shah',
      status: 'new',
    });
    expect(ok(await call('DELETE', `/dashboard/contact-submissions/${id}`)).message).toBe(
      'Contact submission deleted successfully',
    );
  });

  it('opens, changes status one by one and in bulk, counts New, exports CSV and bulk-deletes', async () => {
    const form = ok(await call('GET', '/public/contact/form-token')).data as { token: string };
    expect(form.token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    const submit = async (name: string, subject: string) =>
      (
        ok(
          await call('POST', '/public/contact', {
            json: {
              name,
              email: 'client@example.com',
              mobile: '+919812345678',
              subject,
              message: 'Please call me about a new project next month.',
              purpose: 'Other',
            },
          }),
          201,
        ).data as { id: string }
      ).id;
    const first = await submit('Zoë Müller', '=HYPERLINK("http://evil.example")');
    const second = await submit('Ravi Kumar', 'Second floor extension');
    expect(ok(await call('GET', '/dashboard/contact-submissions/new-count')).data).toEqual({
      count: 2,
    });

    const opened = ok(await call('POST', `/dashboard/contact-submissions/${first}/open`));
    expect(opened.data).toMatchObject({ id: first, status: 'read' });
    const replied = ok(
      await call('PATCH', `/dashboard/contact-submissions/${first}/status`, {
        json: { status: 'replied' },
      }),
    );
    expect(replied.message).toBe('Contact submission status updated successfully');
    expect(replied.data).toMatchObject({ id: first, status: 'replied' });
    const refused = await call('PATCH', `/dashboard/contact-submissions/${first}/status`, {
      json: { status: 'done' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      status: ["Status must be 'new', 'read', 'replied', 'archived' or 'spam'"],
    });

    const archived = ok(
      await call('PATCH', '/dashboard/contact-submissions/status', {
        json: { ids: [first, second, 'gone'], status: 'archived' },
      }),
    );
    expect(archived.data).toEqual({ count: 2 });
    const listed = ok(await call('GET', '/dashboard/contact-submissions?status=archived'));
    expect((listed.data as { id: string }[]).map((row) => row.id).sort()).toEqual(
      [first, second].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ok(await call('GET', `/dashboard/contact-submissions?from=2000-01-01&to=2000-12-31`)).data,
    ).toEqual([]);

    const exported = await call(
      'GET',
      `/dashboard/contact-submissions/export?status=archived&from=${today}&to=${today}`,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="contact-submissions-${today}.csv"; filename*=UTF-8''contact-submissions-${today}.csv`,
    );
    const csv = exported.body.text as string;
    expect(
      csv.startsWith('\uFEFFReceived (UTC),Status,Name,Email,Mobile,Purpose,Subject,Message\r\n'),
    ).toBe(true);
    expect(csv).toContain(",Archived,Zoë Müller,client@example.com,'+919812345678,Other,");
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');

    const deleted = ok(
      await call('POST', '/dashboard/contact-submissions/bulk-delete', {
        json: { ids: [first, second] },
      }),
    );
    expect(deleted).toMatchObject({
      message: 'Contact submissions deleted successfully',
      data: { count: 2 },
    });
    expect(ok(await call('GET', '/dashboard/contact-submissions?status=archived')).data).toEqual(
      [],
    );
  });

  it('streams the CSV export: its first rows are sent before the last ones are read', async () => {
    const count = 2 * EXPORT_BATCH_ROWS + 3;
    await h.database.db.contactSubmission.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        id: `streamed-${String(index).padStart(5, '0')}`,
        name: `Streamed ${index}`,
        email: 'streamed@example.com',
        message: 'Streamed',
        status: 'REPLIED' as const,
        createdAt: new Date(Date.UTC(2001, 0, 1) - index * 60_000),
      })),
    });
    // The handler itself, as Next.js calls it: its answer is read only as far as it is asked.
    const handle = createRestHandler({
      services: h.services,
      basePath: '/api/v1',
      corsOrigins: [],
      clientAddress: () => '127.0.0.1',
    });
    const response = await handle(
      new Request('http://localhost/api/v1/dashboard/contact-submissions/export?status=replied', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let csv = decoder.decode((await reader.read()).value, { stream: true });
    expect(csv.startsWith('\uFEFFReceived (UTC),Status,')).toBe(true);
    // The oldest row, deleted once the first bytes are out, is not in the rest of the file.
    await h.database.db.contactSubmission.delete({ where: { id: `streamed-0${count - 1}` } });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      csv += decoder.decode(chunk.value, { stream: true });
    }
    const names = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[2]);
    expect(names).toEqual(Array.from({ length: count - 1 }, (_, index) => `Streamed ${index}`));
    await h.database.db.contactSubmission.deleteMany({ where: { email: 'streamed@example.com' } });
  });

  it('updates the organization with a logo, then removes the logo', async () => {
    expect(ok(await call('GET', '/dashboard/organization')).data).toMatchObject({ email: null });
    const form = new FormData();
    form.set('email', 'office@kasar.example');
    form.set('mobile', '+91 98765 43210');
    form.set('facebook_link', 'https://facebook.com/kasar');
    form.set('logo', await imageFile('logo.png'));
    const saved = ok(await call('POST', '/dashboard/organization', { form }));
    expect(saved.message).toBe('Organization settings updated successfully!');
    expect((saved.data as { logo_url: string }).logo_url).toMatch(/^\/uploads\/organization\//);
    const removed = ok(
      await call('POST', '/dashboard/organization', { json: { remove_logo: true } }),
    );
    expect(removed.data).toMatchObject({ logo_url: null, email: 'office@kasar.example' });
    expect(ok(await call('GET', '/public/organization')).data).toMatchObject({
      mobile: '+91 98765 43210',
    });
  });

  it('updates About Us with stats as JSON text and a founder image', async () => {
    expect(ok(await call('GET', '/dashboard/about-us')).data).toMatchObject({ founder_name: null });
    const form = new FormData();
    form.set('founder_name', 'Vikram Kasar');
    form.set('stats', JSON.stringify([{ stat_name: 'Projects Completed', value: '620' }]));
    form.set('founder_img', await imageFile('founder.jpg', 'jpeg'));
    form.set('founder_focal_point', '50,25');
    const saved = ok(await call('POST', '/dashboard/about-us', { form }));
    expect(saved.message).toBe('About us updated successfully');
    expect(saved.data).toMatchObject({
      founder_name: 'Vikram Kasar',
      founder_focal_point: { x: 50, y: 25 },
      stats: [{ stat_name: 'Projects Completed', value: '620' }],
    });
    expect((saved.data as { founder_img: string }).founder_img).toMatch(/^\/uploads\/about-us\//);

    const invalid = new FormData();
    invalid.set('stats', JSON.stringify([{ stat_name: 'Awards', value: '' }]));
    const refused = await call('POST', '/dashboard/about-us', { form: invalid });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'stats.0.value': ['Stat value is required'] });
  });
});

describe('order and featured projects through /api/v1', () => {
  it('reads and sets the order of every list, refusing one that is not the whole list', async () => {
    const banners: string[] = [];
    for (const headline of ['Ordered banner one', 'Ordered banner two']) {
      const form = new FormData();
      form.set('headline', headline);
      form.set('image', await imageFile('banner.png'));
      banners.push(
        (ok(await call('POST', '/dashboard/banner-images', { form }), 201).data as { id: string })
          .id,
      );
    }
    const current = (
      ok(await call('GET', '/dashboard/banner-images/order')).data as { id: string }[]
    ).map((banner) => banner.id);
    const reversed = [...current].reverse();
    const saved = ok(
      await call('PUT', '/dashboard/banner-images/order', { json: { ids: reversed } }),
    );
    expect(saved.message).toBe('Banner order saved');
    expect(
      (saved.data as { id: string; position: number }[]).map((b) => [b.id, b.position]),
    ).toEqual(reversed.map((id, index) => [id, index]));
    expect(
      (ok(await call('GET', '/public/banner-images')).data as { id: string }[]).map((b) => b.id),
    ).toEqual(reversed);

    const partial = await call('PUT', '/dashboard/banner-images/order', { json: { ids: banners } });
    expect(partial.status).toBe(422);
    expect(partial.body).toEqual({
      success: false,
      message: `ids must list each of the ${current.length} banners exactly once`,
      errors: { ids: [`ids must list each of the ${current.length} banners exactly once`] },
    });
    const missing = await call('PUT', '/dashboard/banner-images/order', { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ ids: ['ids must be a list of ids'] });

    const services = (
      ok(await call('GET', '/dashboard/services/order')).data as { id: string }[]
    ).map((service) => service.id);
    expect(
      ok(await call('PUT', '/dashboard/services/order', { json: { ids: [...services].reverse() } }))
        .message,
    ).toBe('Service order saved');
    const serviceId = services[0] ?? '';

    const project = (payload: { title: string }) =>
      call('POST', '/dashboard/service-projects', {
        json: {
          service_id: serviceId,
          location: 'Pune',
          client_name: 'Ordered Client',
          start_month: 'March',
          start_year: 2022,
          scope_of_work: 'A scope of work long enough to be accepted.',
          ...payload,
        },
      });
    const first = (ok(await project({ title: 'Ordered first' }), 201).data as { id: string }).id;
    const second = (ok(await project({ title: 'Ordered second' }), 201).data as { id: string }).id;
    const projects = ok(
      await call('GET', `/dashboard/service-projects/order?service_id=${serviceId}`),
    ).data as { id: string }[];
    expect(projects.map((p) => p.id).slice(-2)).toEqual([first, second]);
    const reordered = ok(
      await call('PUT', '/dashboard/service-projects/order', {
        json: {
          service_id: serviceId,
          ids: [second, first, ...projects.map((p) => p.id).slice(0, -2)],
        },
      }),
    );
    expect(reordered.message).toBe('Project order saved');
    const noService = await call('PUT', '/dashboard/service-projects/order', { json: { ids: [] } });
    expect(noService.status).toBe(422);
    expect(noService.body.errors).toEqual({ service_id: ['Please select a service'] });

    const featured = ok(
      await call('PATCH', `/dashboard/service-projects/${first}/featured`, {
        json: { is_featured: true },
      }),
    );
    expect(featured.message).toBe('Project featured on the home page');
    expect(featured.data).toMatchObject({ id: first, is_featured: true });
    expect(
      (ok(await call('GET', '/public/featured-projects')).data as { id: string }[]).map(
        (p) => p.id,
      ),
    ).toEqual([first]);
    const badFlag = await call('PATCH', `/dashboard/service-projects/${first}/featured`, {
      json: { is_featured: 'maybe' },
    });
    expect(badFlag.status).toBe(422);
    expect(badFlag.body.errors).toEqual({ is_featured: ['Must be true or false'] });
    expect(
      ok(
        await call('PATCH', `/dashboard/service-projects/${first}/featured`, {
          json: { is_featured: false },
        }),
      ).message,
    ).toBe('Project no longer featured');

    const form = new FormData();
    form.set('project_id', first);
    form.append('images[]', await imageFile('a.png'));
    form.append('images[]', await imageFile('b.png'));
    const images = (
      ok(await call('POST', '/dashboard/project-images', { form }), 201).data as {
        id: string;
      }[]
    ).map((image) => image.id);
    expect(
      (
        ok(await call('GET', `/dashboard/project-images/order?project_id=${first}`)).data as {
          id: string;
        }[]
      ).map((image) => image.id),
    ).toEqual(images);
    expect(
      ok(
        await call('PUT', '/dashboard/project-images/order', {
          json: { project_id: first, ids: [...images].reverse() },
        }),
      ).message,
    ).toBe('Image order saved');
  });
});

describe('team through /api/v1', () => {
  const invitationLink = /set-password\?token=([A-Za-z0-9_-]+)/;

  it('invites, resends, accepts, lists, renames and removes users', async () => {
    const invited = await call('POST', '/dashboard/users', {
      json: { name: 'Rest Invitee', email: 'rest-invitee@example.com' },
    });
    expect(ok(invited, 201).message).toBe('Invitation sent');
    const member = invited.body.data as { id: string; status: string; is_you: boolean };
    expect(member).toMatchObject({ status: 'invited', is_you: false });

    const duplicate = await call('POST', '/dashboard/users', {
      json: { name: 'Copy', email: 'REST-invitee@example.com' },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ email: ['A user with this email already exists'] });

    expect(ok(await call('POST', `/dashboard/users/${member.id}/invitation`)).message).toBe(
      'Invitation sent again',
    );
    const mail = h.sentMail.filter((message) => message.to === 'rest-invitee@example.com').at(-1);
    const secret = invitationLink.exec(mail?.text ?? '')?.[1] ?? '';
    const anonymous = { token: '' };
    const invitation = await call('GET', `/dashboard/auth/invitations/${secret}`, anonymous);
    expect(ok(invitation).data).toMatchObject({ name: 'Rest Invitee' });
    const accepted = await call('POST', '/dashboard/auth/accept-invitation', {
      ...anonymous,
      json: {
        token: secret,
        new_password: 'rest secret',
        new_password_confirmation: 'rest secret',
      },
    });
    expect(ok(accepted).message).toBe('Your password is set. You can now sign in.');
    const again = await call('POST', '/dashboard/auth/accept-invitation', {
      ...anonymous,
      json: {
        token: secret,
        new_password: 'rest secret',
        new_password_confirmation: 'rest secret',
      },
    });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors ?? {})).toEqual(['token']);

    const list = ok(await call('GET', '/dashboard/users')).data as { id: string; status: string }[];
    expect(list.find((user) => user.id === member.id)?.status).toBe('active');

    const renamed = await call('PATCH', '/dashboard/auth/me', { json: { name: 'Renamed Admin' } });
    expect(ok(renamed).message).toBe('Your name was updated');
    expect(renamed.body.data).toMatchObject({ id: h.admin.id, name: 'Renamed Admin' });

    const self = await call('DELETE', `/dashboard/users/${h.admin.id}`);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ id: ['You cannot remove yourself'] });
    expect(ok(await call('DELETE', `/dashboard/users/${member.id}`)).message).toBe(
      'User removed successfully',
    );
    expect((await call('DELETE', `/dashboard/users/${member.id}`)).status).toBe(404);

    const team = ok(await call('GET', '/dashboard/activity?type=user&limit=20'));
    const events = (team.data as { type: string; entity_id: string | null }[]).map(
      (event) => `${event.type} ${event.entity_id === member.id ? 'invitee' : 'admin'}`,
    );
    // The test clock stands still: the events share one time, so their order is not asserted.
    expect(events.sort()).toEqual([
      'user.invitation_resent invitee',
      'user.invite invitee',
      'user.join invitee',
      'user.remove invitee',
      'user.update admin',
    ]);
  });
});

describe('activity through /api/v1', () => {
  it('lists the changes made above, newest first, with the filters and users of the page', async () => {
    const all = ok(await call('GET', '/dashboard/activity'));
    expect(all.pagination).toMatchObject({ current_page: 1, per_page: 10 });
    expect((all.data as unknown[]).length).toBe(10);
    const aboutUs = ok(await call('GET', '/dashboard/activity?type=about_us.update'));
    expect(aboutUs.data).toEqual([
      expect.objectContaining({
        type: 'about_us.update',
        actor: { id: h.admin.id, email: h.admin.email },
        entity: 'about_us',
      }),
    ]);

    const services = ok(await call('GET', '/dashboard/activity?type=service&limit=3&page=1'));
    const types = (services.data as { type: string }[]).map((event) => event.type);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => type.startsWith('service.'))).toBe(true);
    expect(services.pagination).toMatchObject({ per_page: 3 });

    const signIns = ok(
      await call('GET', `/dashboard/activity?type=auth.sign_in&user=${h.admin.id}`),
    );
    expect(signIns.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'auth.sign_in', entity_id: h.admin.id }),
      ]),
    );
    const future = ok(await call('GET', '/dashboard/activity?from=2999-01-01'));
    expect(future.data).toEqual([]);

    const users = ok(await call('GET', '/dashboard/activity/users'));
    expect(users.data).toEqual(expect.arrayContaining([{ id: h.admin.id, email: h.admin.email }]));

    const refused = await call('GET', '/dashboard/activity?type=everything&from=yesterday');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['from', 'type']);
  });
});

describe('the trash through /api/v1', () => {
  it('lists, restores, refuses a taken slug and deletes for ever, with the envelope and errors of the other lists', async () => {
    // What the tests above deleted goes first.
    await h.database.db.trashItem.deleteMany();
    const banner = new FormData();
    banner.set('headline', 'A slide for the trash');
    banner.set('is_enabled', '1');
    banner.set('image', await imageFile('slide.jpg', 'jpeg'));
    const { id: bannerId } = ok(
      await call('POST', '/dashboard/banner-images', { form: banner }),
      201,
    ).data as { id: string };
    // The delete keeps its answer.
    expect(ok(await call('DELETE', `/dashboard/banner-images/${bannerId}`))).toMatchObject({
      message: 'Banner deleted successfully',
      data: { id: bannerId },
    });

    const listed = ok(await call('GET', '/dashboard/trash?kind=banner&limit=1&search=SLIDE'));
    expect(listed.pagination).toEqual({ current_page: 1, per_page: 1, total: 1, total_pages: 1 });
    const [item] = listed.data as { id: string }[];
    expect(item).toMatchObject({
      kind: 'banner',
      entity_id: bannerId,
      label: 'A slide for the trash',
      thumbnail_url: expect.stringMatching(/^\/uploads\/banners\//) as string,
      deleted_by: h.admin.email,
    });
    const badKind = await call('GET', '/dashboard/trash?kind=everything');
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors).toEqual({
      kind: ["Kind must be 'service', 'project', 'banner' or 'gallery_image'"],
    });

    expect(ok(await call('POST', `/dashboard/trash/${item?.id}/restore`, { json: {} }))).toEqual({
      success: true,
      message: 'Restored from the trash',
      data: {
        restored: [{ kind: 'banner', entity_id: bannerId, label: 'A slide for the trash' }],
        notices: [],
      },
    });
    ok(await call('GET', `/dashboard/banner-images/${bannerId}`));
    const gone = await call('POST', `/dashboard/trash/${item?.id}/restore`, { json: {} });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'Trash item not found' });

    // A slug taken since: 409 on slug, with a free one to use.
    const first = ok(
      await call('POST', '/dashboard/services', { form: await serviceForm('Trash Slug Works') }),
      201,
    ).data as { id: string; slug: string };
    ok(await call('DELETE', `/dashboard/services/${first.id}`));
    ok(
      await call('POST', '/dashboard/services', { form: await serviceForm('Trash Slug Works') }),
      201,
    );
    const [serviceItem] = ok(await call('GET', '/dashboard/trash?kind=service')).data as {
      id: string;
    }[];
    const taken = await call('POST', `/dashboard/trash/${serviceItem?.id}/restore`, { json: {} });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({
      slug: [
        'The slug \u201ctrash-slug-works\u201d is used by the service \u201cTrash Slug Works\u201d now. Restore this service with another slug, such as \u201ctrash-slug-works-2\u201d.',
      ],
      suggested_slug: ['trash-slug-works-2'],
    });
    // The same conflict, typed, for clients that act on it.
    expect(taken.body.data).toEqual({
      reason: 'slug_taken',
      slug: 'trash-slug-works',
      held_by: 'Trash Slug Works',
      suggested_slug: 'trash-slug-works-2',
    });
    const withSlug = ok(
      await call('POST', `/dashboard/trash/${serviceItem?.id}/restore`, {
        json: { slug: 'trash-slug-works-2' },
      }),
    );
    expect(withSlug.data).toMatchObject({ restored: [{ kind: 'service', entity_id: first.id }] });
    expect(ok(await call('GET', `/dashboard/services/${first.id}`)).data).toMatchObject({
      slug: 'trash-slug-works-2',
    });

    // The Undo of a delete names what was deleted.
    ok(await call('DELETE', `/dashboard/banner-images/${bannerId}`));
    expect(
      ok(
        await call('POST', '/dashboard/trash/restore-deleted', {
          json: { kind: 'banner', entity_id: bannerId },
        }),
      ).data,
    ).toMatchObject({ restored: [{ kind: 'banner', entity_id: bannerId }] });

    // Several at once, then for ever.
    ok(await call('DELETE', `/dashboard/banner-images/${bannerId}`));
    ok(await call('DELETE', `/dashboard/services/${first.id}`));
    const ids = (ok(await call('GET', '/dashboard/trash')).data as { id: string }[]).map(
      (entry) => entry.id,
    );
    expect(ids).toHaveLength(2);
    // All or none: an id that is not in the trash refuses the call and restores nothing.
    const unknown = await call('POST', '/dashboard/trash/bulk-restore', {
      json: { ids: [...ids, 'no-such-item'] },
    });
    const notInTrash = 'Not in the trash: \u201cno-such-item\u201d. Nothing was restored.';
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: { success: false, message: notInTrash, errors: { ids: [notInTrash] } },
    });
    expect(ok(await call('GET', '/dashboard/trash')).data).toHaveLength(2);
    const restoredBoth = ok(await call('POST', '/dashboard/trash/bulk-restore', { json: { ids } }));
    expect(restoredBoth.message).toBe('Restored from the trash');
    expect((restoredBoth.data as { restored: unknown[] }).restored).toHaveLength(2);
    ok(await call('DELETE', `/dashboard/banner-images/${bannerId}`));
    ok(await call('DELETE', `/dashboard/services/${first.id}`));
    const again = (ok(await call('GET', '/dashboard/trash')).data as { id: string }[]).map(
      (entry) => entry.id,
    );
    const [one, other] = again;
    expect(ok(await call('DELETE', `/dashboard/trash/${one}`))).toEqual({
      success: true,
      message: 'Deleted for ever',
      data: { id: one },
    });
    expect(
      ok(await call('POST', '/dashboard/trash/bulk-delete', { json: { ids: [one, other] } })),
    ).toEqual({ success: true, message: 'Deleted for ever', data: { count: 1 } });
    const missing = await call('DELETE', `/dashboard/trash/${one}`);
    expect(missing.status).toBe(404);
    const noIds = await call('POST', '/dashboard/trash/bulk-delete', { json: { ids: [] } });
    expect(noIds.status).toBe(422);
    expect(noIds.body.errors).toEqual({ ids: ['Select at least one item'] });
    expect(ok(await call('GET', '/dashboard/trash')).data).toEqual([]);
  });
});

describe('version history through /api/v1', () => {
  type Versioned = { id: string; updated_at: string };
  /** The admin's name now (the team tests above rename them). */
  const adminName = async () =>
    (await h.database.db.user.findUniqueOrThrow({ where: { id: h.admin.id } })).name;

  /** Lists, reads and restores version 1 of the item at `base`, as the table documents. */
  async function roundTrip(base: string, field: string, first: unknown) {
    const list = ok(await call('GET', `${base}/versions?limit=1`));
    expect(list.pagination).toMatchObject({ current_page: 1, per_page: 1 });
    expect((list.data as { number: number }[])[0]).toMatchObject({
      saved_by: await adminName(),
      changed_fields: [field],
    });
    const total = list.pagination?.total ?? 0;
    const oldest = ok(await call('GET', `${base}/versions/1`)).data as {
      data: Record<string, unknown>;
    };
    expect(oldest.data[field]).toBe(first);
    const restored = ok(await call('POST', `${base}/versions/1/restore`));
    expect(restored.message).toBe('Version restored');
    expect(restored.data).toMatchObject({ item: { [field]: first }, notice: null });
    const after = ok(await call('GET', `${base}/versions?limit=1`));
    expect(after.pagination?.total).toBe(total + 1);
  }

  it('lists, reads and restores versions of every kind of item, and 404s an unknown one', async () => {
    const service = ok(
      await call('POST', '/dashboard/services', { form: await serviceForm('Versioned Works') }),
      201,
    ).data as Versioned;
    const edit = await serviceForm('Versioned Works', {
      headline: 'A headline of the second version',
    });
    edit.delete('hero_image');
    ok(await call('POST', `/dashboard/services/${service.id}`, { form: edit }));
    await roundTrip(
      `/dashboard/services/${service.id}`,
      'headline',
      'Solid work from foundation to roof',
    );

    const project = ok(
      await call('POST', '/dashboard/service-projects', {
        json: {
          service_id: service.id,
          title: 'First project title',
          location: 'Nashik',
          client_name: 'Patil Family',
          start_month: 'March',
          start_year: 2022,
          scope_of_work: 'Design and construction of a family home.',
        },
      }),
      201,
    ).data as Versioned & Record<string, unknown>;
    ok(
      await call('PUT', `/dashboard/service-projects/${project.id}`, {
        json: {
          service_id: service.id,
          title: 'Second project title',
          location: 'Nashik',
          client_name: 'Patil Family',
          start_month: 'March',
          start_year: 2022,
          scope_of_work: 'Design and construction of a family home.',
        },
      }),
    );
    await roundTrip(`/dashboard/service-projects/${project.id}`, 'title', 'First project title');

    const bannerForm = new FormData();
    bannerForm.set('headline', 'First version of a banner');
    bannerForm.set('image', await imageFile('versioned.png'));
    const banner = ok(await call('POST', '/dashboard/banner-images', { form: bannerForm }), 201)
      .data as Versioned;
    ok(
      await call('POST', `/dashboard/banner-images/${banner.id}`, {
        json: { headline: 'Second version of a banner' },
      }),
    );
    await roundTrip(
      `/dashboard/banner-images/${banner.id}`,
      'headline',
      'First version of a banner',
    );

    // The organization and About Us were saved above: their version 1 is the first of those saves.
    ok(
      await call('POST', '/dashboard/organization', { json: { email: 'versions@kasar.example' } }),
    );
    await roundTrip('/dashboard/organization', 'email', 'office@kasar.example');
    ok(await call('POST', '/dashboard/about-us', { json: { founder_name: 'Another Founder' } }));
    await roundTrip('/dashboard/about-us', 'founder_name', 'Vikram Kasar');

    const missing = await call('GET', `/dashboard/services/${service.id}/versions/99`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Version not found' });
  });

  it('refuses a stale save with 409, the message and the current record; saves without the field', async () => {
    const banners = ok(await call('GET', '/dashboard/banner-images?limit=1')).data as Versioned[];
    const banner = banners[0] as Versioned;
    const loaded = banner.updated_at;
    const first = ok(
      await call('POST', `/dashboard/banner-images/${banner.id}`, {
        json: { headline: 'Saved by the first editor', expected_updated_at: loaded },
      }),
    ).data as Versioned;
    const stale = await call('POST', `/dashboard/banner-images/${banner.id}`, {
      json: { headline: 'Saved by the second editor', expected_updated_at: loaded },
    });
    expect(stale.status).toBe(409);
    const name = await adminName();
    expect(stale.body).toEqual({
      success: false,
      message: `Changed by ${name} at ${first.updated_at.slice(11, 16)} UTC — reload to see it.`,
      data: { current: first, changed_by: name, changed_at: first.updated_at },
    });
    const unchecked = ok(
      await call('POST', `/dashboard/banner-images/${banner.id}`, {
        json: { headline: 'Saved by a client that does not check' },
      }),
    );
    expect(unchecked.data).toMatchObject({ headline: 'Saved by a client that does not check' });
  });
});

describe('coverage', () => {
  it('exercised every route of the table over HTTP (public and auth ones in rest-api.test.ts)', async () => {
    for (const path of ['/public/services', '/public/organization', '/public/about-us']) {
      ok(await call('GET', path));
    }
    const elsewhere = new Set([
      'POST /dashboard/auth/logout',
      'GET /dashboard/auth/me',
      'POST /dashboard/auth/forgot-password',
      'POST /dashboard/auth/reset-password',
      'POST /dashboard/auth/change-password',
      // src/backup/backup.test.ts downloads it and checks the archive.
      'GET /dashboard/backup',
      // src/router/security.test.ts signs in with a software passkey over HTTP and uses these.
      'POST /dashboard/auth/passkey/options',
      'POST /dashboard/auth/passkey',
      'GET /dashboard/security/passkeys',
      'POST /dashboard/security/passkeys/options',
      'POST /dashboard/security/passkeys',
      'PATCH /dashboard/security/passkeys/{id}',
      'DELETE /dashboard/security/passkeys/{id}',
      'GET /dashboard/security/sessions',
      'DELETE /dashboard/security/sessions/{id}',
      'POST /dashboard/security/sessions/end-others',
      // src/router/fresh-proof.test.ts is refused for want of a proof, confirms and retries.
      'GET /dashboard/auth/confirm',
      'POST /dashboard/auth/confirm',
      'POST /dashboard/auth/confirm/passkey-options',
      // src/router/two-factor.test.ts enrols, signs in with the second step and resets over HTTP.
      'POST /dashboard/auth/login/second-step',
      'POST /dashboard/auth/login/second-step/passkey-options',
      'GET /dashboard/security/two-factor',
      'POST /dashboard/security/two-factor/setup',
      'POST /dashboard/security/two-factor/confirm',
      'POST /dashboard/security/two-factor/recovery-codes',
      'POST /dashboard/security/two-factor/disable',
      'POST /dashboard/users/{id}/two-factor/reset',
      'GET /dashboard/security/two-factor/policy',
      'PUT /dashboard/security/two-factor/policy',
      // src/router/redirects.test.ts adds, edits, imports, lists and deletes them over HTTP.
      'GET /dashboard/redirects',
      'POST /dashboard/redirects',
      'PUT /dashboard/redirects/{id}',
      'DELETE /dashboard/redirects/{id}',
      'POST /dashboard/redirects/import',
      'GET /dashboard/not-found-log',
      // src/router/roles.test.ts gives roles and makes custom ones over HTTP.
      'GET /dashboard/roles',
      'GET /dashboard/roles/permissions',
      'POST /dashboard/roles',
      'PUT /dashboard/roles/{id}',
      'DELETE /dashboard/roles/{id}',
      'PUT /dashboard/roles/{id}/two-factor',
      'PUT /dashboard/users/{id}/role',
      'PUT /dashboard/roles/view-as',
      // src/router/drafts.test.ts saves, reads, publishes and discards drafts over HTTP.
      'GET /dashboard/services/{id}/draft',
      'POST /dashboard/services/{id}/draft',
      'DELETE /dashboard/services/{id}/draft',
      'POST /dashboard/services/{id}/draft/publish',
      'GET /dashboard/service-projects/{id}/draft',
      'PUT /dashboard/service-projects/{id}/draft',
      'DELETE /dashboard/service-projects/{id}/draft',
      'POST /dashboard/service-projects/{id}/draft/publish',
      'GET /dashboard/banner-images/{id}/draft',
      'POST /dashboard/banner-images/{id}/draft',
      'DELETE /dashboard/banner-images/{id}/draft',
      'POST /dashboard/banner-images/{id}/draft/publish',
      // src/router/reviews.test.ts submits, lists and sends back drafts over HTTP.
      'GET /dashboard/reviews',
      'POST /dashboard/services/{id}/draft/submit',
      'POST /dashboard/services/{id}/draft/request-changes',
      'POST /dashboard/service-projects/{id}/draft/submit',
      'POST /dashboard/service-projects/{id}/draft/request-changes',
      'POST /dashboard/banner-images/{id}/draft/submit',
      'POST /dashboard/banner-images/{id}/draft/request-changes',
      // src/router/schedules.test.ts schedules, reads and cancels changes over HTTP.
      'GET /dashboard/schedules',
      'GET /dashboard/organization/time-zone',
      'PUT /dashboard/organization/time-zone',
      'GET /dashboard/services/{id}/schedule',
      'POST /dashboard/services/{id}/schedule',
      'DELETE /dashboard/services/{id}/schedule',
      'GET /dashboard/service-projects/{id}/schedule',
      'POST /dashboard/service-projects/{id}/schedule',
      'DELETE /dashboard/service-projects/{id}/schedule',
      'GET /dashboard/banner-images/{id}/schedule',
      'POST /dashboard/banner-images/{id}/schedule',
      'DELETE /dashboard/banner-images/{id}/schedule',
      // src/router/preview-links.test.ts shares, lists and revokes preview links over HTTP.
      'GET /dashboard/services/{id}/preview-links',
      'POST /dashboard/services/{id}/preview-links',
      'DELETE /dashboard/services/{id}/preview-links/{link_id}',
      'GET /dashboard/service-projects/{id}/preview-links',
      'POST /dashboard/service-projects/{id}/preview-links',
      'DELETE /dashboard/service-projects/{id}/preview-links/{link_id}',
      'GET /dashboard/banner-images/{id}/preview-links',
      'POST /dashboard/banner-images/{id}/preview-links',
      'DELETE /dashboard/banner-images/{id}/preview-links/{link_id}',
      // src/router/settings-drafts.test.ts saves, reads, discards and publishes both drafts.
      'GET /dashboard/organization/draft',
      'POST /dashboard/organization/draft',
      'DELETE /dashboard/organization/draft',
      'POST /dashboard/organization/draft/publish',
      'GET /dashboard/about-us/draft',
      'POST /dashboard/about-us/draft',
      'DELETE /dashboard/about-us/draft',
      'POST /dashboard/about-us/draft/publish',
      'GET /dashboard/organization/preview-links',
      'POST /dashboard/organization/preview-links',
      'DELETE /dashboard/organization/preview-links/{link_id}',
      'GET /dashboard/about-us/preview-links',
      'POST /dashboard/about-us/preview-links',
      'DELETE /dashboard/about-us/preview-links/{link_id}',
      // src/router/releases.test.ts makes, fills, schedules, publishes and reverts one over HTTP.
      'GET /dashboard/releases',
      'POST /dashboard/releases',
      'GET /dashboard/releases/{id}',
      'PUT /dashboard/releases/{id}',
      'DELETE /dashboard/releases/{id}',
      'POST /dashboard/releases/{id}/items',
      'DELETE /dashboard/releases/{id}/items/{release_item_id}',
      'POST /dashboard/releases/{id}/publish',
      'POST /dashboard/releases/{id}/schedule',
      'DELETE /dashboard/releases/{id}/schedule',
      'POST /dashboard/releases/{id}/revert',
      'GET /dashboard/releases/{id}/preview-links',
      'POST /dashboard/releases/{id}/preview-links',
      'DELETE /dashboard/releases/{id}/preview-links/{link_id}',
    ]);
    const missing = REST_ROUTES.map((route) => `${route.method} ${route.path}`).filter(
      (key) => !exercised.has(key) && !elsewhere.has(key),
    );
    expect(missing).toEqual([]);
  });
});
