/**
 * The firm's archive for `npm run bench:archive`: years of services, projects, gallery images,
 * contact submissions and activity events, written into a seeded database in the product's own
 * tables and shapes. Every value comes from a seeded pseudo-random generator, so two runs with the
 * same seed and scale write the same rows (the ids included) and their figures can be compared.
 *
 * Rows go in with multi-row `INSERT … SELECT FROM unnest($1::text[], …)`: one statement per
 * batch of columns sent as arrays, which takes PostgreSQL seconds for hundreds of thousands of
 * rows. Gallery images reuse the files the demo seed stored (their URL and storage key), so the
 * pages render real images; services reuse the demo's hero images.
 */
import { slugify } from '@kasar/api/domain';
import { MONTHS } from '@kasar/validators';
import type pg from 'pg';

/**
 * mulberry32: a small, fast 32-bit generator with a good spread, enough for test data (not for
 * anything secret). The same seed gives the same sequence on every machine.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draws the generator makes, over one seeded sequence. */
class Draw {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [value, weight] of choices) {
      point -= weight;
      if (point < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** An id shaped like Prisma's cuid() (25 characters, starting with "c"), from this sequence. */
  id(): string {
    let id = 'c';
    while (id.length < 25) id += Math.floor(this.next() * 36).toString(36);
    return id;
  }
}

/** The archive's size at scale 1; `--scale` multiplies every count but the services'. */
export const FULL_ARCHIVE = {
  /** Services in all, the demo's included: the projects are spread over all of them. */
  services: 20,
  projects: 2_000,
  galleryImages: 20_000,
  contactSubmissions: 100_000,
  activityEvents: 300_000,
} as const;

export type ArchiveCounts = { -readonly [K in keyof typeof FULL_ARCHIVE]: number };

export function archiveCounts(scale: number): ArchiveCounts {
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`scale must be a number above 0, got ${scale}`);
  }
  const scaled = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    services: FULL_ARCHIVE.services,
    projects: scaled(FULL_ARCHIVE.projects),
    galleryImages: scaled(FULL_ARCHIVE.galleryImages),
    contactSubmissions: scaled(FULL_ARCHIVE.contactSubmissions),
    activityEvents: scaled(FULL_ARCHIVE.activityEvents),
  };
}

// ---------------------------------------------------------------------------------------------
// Vocabulary: names, places and phrases like the demo content's.

const SERVICE_NAMES = [
  'Heritage Restoration',
  'Green Building Consulting',
  'Hospitality Projects',
  'Healthcare Facilities',
  'Educational Campuses',
  'Warehousing & Logistics',
  'Urban Landscaping',
  'Structural Retrofitting',
  'Interior Fit-Out',
  'Township Development',
  'Sports Facilities',
  'Waterproofing & Repairs',
  'Prefabricated Structures',
  'Roads & Bridges',
  'Data Centre Construction',
  'Religious & Cultural Buildings',
  'Facade Engineering',
  'Project Management Consultancy',
  'Smart Home Integration',
  'Affordable Housing',
] as const;

const SERVICE_FEATURES = [
  ['Single-Point Responsibility', 'One contract and one team from design to handover.'],
  ['Certified Site Engineers', 'Every site is run by a licensed engineer with daily reports.'],
  ['Fixed Milestone Billing', 'Payments follow measured progress, never estimates.'],
  ['Safety First', 'Zero-harm site rules, audited every month by an external inspector.'],
  ['On-Time Handover', 'Schedules planned backwards from the date you need the building.'],
  ['Quality Audits', 'Material tests and workmanship checks at every stage.'],
] as const;

const CITIES = [
  'Pune, Maharashtra',
  'Mumbai, Maharashtra',
  'Nashik, Maharashtra',
  'Nagpur, Maharashtra',
  'Lonavala, Maharashtra',
  'Bengaluru, Karnataka',
  'Mysuru, Karnataka',
  'Hyderabad, Telangana',
  'Ahmedabad, Gujarat',
  'Surat, Gujarat',
  'Goa',
  'Indore, Madhya Pradesh',
  'Jaipur, Rajasthan',
  'Chennai, Tamil Nadu',
  'Kochi, Kerala',
] as const;

const PROJECT_KINDS = [
  'Residency',
  'Villa',
  'Business Park',
  'Tower',
  'Campus',
  'Plaza',
  'Warehouse',
  'Clinic',
  'School',
  'Heights',
  'Enclave',
  'Retreat',
] as const;

const PROJECT_NAMES = [
  'Aranya',
  'Sahyadri',
  'Vasundhara',
  'Kalpataru',
  'Nirmal',
  'Shanti',
  'Indraprastha',
  'Godavari',
  'Narmada',
  'Ashoka',
  'Lotus',
  'Silver Oak',
  'Green Valley',
  'Riverside',
  'Sunrise',
] as const;

const CLIENT_SUFFIXES = ['Developers Pvt. Ltd.', 'Builders', 'Infra Ltd.', 'Trust', 'Group'];

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Pari',
  'Myra',
  'Kiara',
  'Neha',
  'Rohan',
  'Priya',
  'Kavya',
  'Meera',
  'Rahul',
  'Sneha',
  'Vikram',
  'Pooja',
  'Amit',
] as const;

const LAST_NAMES = [
  'Sharma',
  'Patil',
  'Deshmukh',
  'Kulkarni',
  'Joshi',
  'Iyer',
  'Reddy',
  'Nair',
  'Mehta',
  'Shah',
  'Gupta',
  'Kapoor',
  'Rao',
  'Menon',
  'Pawar',
  'Chavan',
  'Bhosale',
  'Gaikwad',
  'Banerjee',
  'Das',
] as const;

const MAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'company.in'];

const SUBJECTS = [
  'Quote for a new house',
  'Renovation of our flat',
  'Office interiors',
  'Site visit request',
  'Warehouse construction',
  'Question about a project',
  'Partnership enquiry',
  'Job application',
  'Waterproofing problem',
  'Budget estimate',
] as const;

const MESSAGE_OPENINGS = [
  'We are planning to build',
  'I would like a quotation for',
  'Please share an estimate for',
  'We saw your portfolio and want to discuss',
  'Our society is looking for a contractor for',
  'Could your team visit the site for',
] as const;

const MESSAGE_SUBJECTS = [
  'a three-storey bungalow on a 2,400 sq ft plot',
  'the renovation of a 1990s apartment building',
  'a 40,000 sq ft warehouse with a mezzanine',
  'the interiors of a 6,000 sq ft office',
  'waterproofing of a terrace that leaks every monsoon',
  'a school building with twelve classrooms',
  'a farmhouse with a swimming pool',
  'strengthening the columns of an old structure',
] as const;

const MESSAGE_CLOSINGS = [
  'Please call me in the evening.',
  'The plot is ready and the drawings are approved.',
  'We would like to start before the monsoon.',
  'Kindly share your previous work in this area.',
  'Budget is flexible for good quality.',
  'Please reply by e-mail.',
] as const;

const PURPOSES = [
  'Residential Construction',
  'Commercial Projects',
  'Renovation & Remodeling',
  'Infrastructure Development',
  'Industrial Construction',
  'Other',
] as const;

const CONTACT_STATUSES = [
  ['NEW', 10],
  ['READ', 40],
  ['REPLIED', 30],
  ['ARCHIVED', 15],
  ['SPAM', 5],
] as const;

const SPAM_REASONS = ['honeypot', 'too-fast', 'links'] as const;

/** The kinds of activity the log fills with, most common first (see AUDIT_EVENT_TYPES). */
const ACTIVITY_KINDS = [
  ['auth.sign_in', 30],
  ['contact_submission.status', 30],
  ['project.update', 15],
  ['gallery_image.upload', 10],
  ['service.update', 5],
  ['project.toggle', 5],
  ['auth.sign_out', 5],
] as const;

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Submissions spread over five years; activity over the last 360 days (the log keeps 365). */
const SUBMISSION_SPAN_DAYS = 5 * 365;
const ACTIVITY_SPAN_DAYS = 360;
/** Rows per INSERT statement. */
const BATCH_ROWS = 5_000;

// ---------------------------------------------------------------------------------------------
// Writing

export interface ArchiveOptions {
  seed: number;
  counts: ArchiveCounts;
  /** The time the archive ends at (its newest rows); dates spread backwards from it. */
  now: Date;
  log?: (line: string) => void;
}

export interface ArchiveResult {
  servicesAdded: number;
  projectsAdded: number;
  galleryImagesAdded: number;
  contactSubmissionsAdded: number;
  activityEventsAdded: number;
  milliseconds: number;
}

interface ExistingSite {
  services: { id: string; heroImageUrl: string | null; heroImageKey: string | null }[];
  /** Next free project position per service id. */
  nextProjectPosition: Map<string, number>;
  images: { imageUrl: string; storageKey: string }[];
  admin: { id: string; email: string };
}

async function readExistingSite(client: pg.ClientBase): Promise<ExistingSite> {
  const services = await client.query<{
    id: string;
    hero_image_url: string | null;
    hero_image_key: string | null;
  }>('SELECT id, hero_image_url, hero_image_key FROM services ORDER BY position');
  const positions = await client.query<{ service_id: string; next: number }>(
    'SELECT service_id, max(position) + 1 AS next FROM projects GROUP BY service_id',
  );
  const images = await client.query<{ image_url: string; storage_key: string }>(
    'SELECT image_url, storage_key FROM project_images ORDER BY image_url',
  );
  const admin = await client.query<{ id: string; email: string }>(
    'SELECT id, email FROM users ORDER BY created_at LIMIT 1',
  );
  const firstAdmin = admin.rows[0];
  if (!firstAdmin) throw new Error('the database has no user: seed it before the archive');
  if (images.rows.length === 0) {
    throw new Error('the database has no gallery images to reuse: seed the demo content first');
  }
  return {
    services: services.rows.map((row) => ({
      id: row.id,
      heroImageUrl: row.hero_image_url,
      heroImageKey: row.hero_image_key,
    })),
    nextProjectPosition: new Map(positions.rows.map((row) => [row.service_id, Number(row.next)])),
    images: images.rows.map((row) => ({ imageUrl: row.image_url, storageKey: row.storage_key })),
    admin: firstAdmin,
  };
}

/**
 * Inserts `rows` into `table` in batches, each batch one `INSERT … SELECT FROM unnest(…)` with
 * one array parameter per column. `columns` maps a column to its array type and its value of a
 * row; `select` (optional) rewrites a column's value in the SELECT (e.g. text to text[]).
 */
async function insertRows<Row>(
  client: pg.ClientBase,
  table: string,
  rows: Row[],
  columns: { name: string; type: string; value: (row: Row) => unknown; select?: string }[],
) {
  const parameters = columns.map((column, index) => `$${index + 1}::${column.type}[]`);
  const aliases = columns.map((_, index) => `c${index}`);
  const selected = columns.map((column, index) =>
    column.select ? column.select.replace('$value', `c${index}`) : `c${index}`,
  );
  const sql =
    `INSERT INTO ${table} (${columns.map((column) => `"${column.name}"`).join(', ')}) ` +
    `SELECT ${selected.join(', ')} FROM unnest(${parameters.join(', ')}) AS t(${aliases.join(', ')})`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await client.query(
      sql,
      columns.map((column) => batch.map(column.value)),
    );
  }
}

interface ServiceRow {
  id: string;
  name: string;
  slug: string;
  headline: string;
  description: string;
  heroImageUrl: string | null;
  heroImageKey: string | null;
  offerings: string;
  projectsCompleted: number;
  satisfiedClients: number;
  onTimeDelivery: number;
  position: number;
  createdAt: Date;
}

interface ProjectRow {
  id: string;
  serviceId: string;
  title: string;
  builtupAreaSqft: number;
  location: string;
  clientName: string;
  startMonth: string;
  startYear: number;
  endMonth: string | null;
  endYear: number | null;
  scopeOfWork: string;
  position: number;
  createdAt: Date;
}

interface ImageRow {
  id: string;
  projectId: string;
  imageUrl: string;
  storageKey: string;
  position: number;
  createdAt: Date;
}

interface SubmissionRow {
  id: string;
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  purpose: string;
  clientAddress: string;
  status: string;
  spamReason: string | null;
  createdAt: Date;
}

interface EventRow {
  id: string;
  type: string;
  entity: string | null;
  entityId: string | null;
  entityLabel: string | null;
  fields: string;
  values: string | null;
  address: string;
  userAgent: string;
  createdAt: Date;
}

function daysBefore(now: Date, draw: Draw, spanDays: number): Date {
  return new Date(now.getTime() - Math.floor(draw.next() * spanDays * DAY_MS));
}

function ipAddress(draw: Draw): string {
  return `${draw.int(1, 223)}.${draw.int(0, 255)}.${draw.int(0, 255)}.${draw.int(1, 254)}`;
}

function generateServices(draw: Draw, site: ExistingSite, counts: ArchiveCounts, now: Date) {
  const rows: ServiceRow[] = [];
  const toAdd = Math.max(0, counts.services - site.services.length);
  if (toAdd > SERVICE_NAMES.length) {
    throw new Error(`services: at most ${SERVICE_NAMES.length} can be generated, not ${toAdd}`);
  }
  for (let index = 0; index < toAdd; index += 1) {
    const name = SERVICE_NAMES[index] ?? '';
    const hero = site.services.length > 0 ? draw.pick(site.services) : undefined;
    rows.push({
      id: draw.id(),
      name,
      slug: slugify(name),
      headline: `${name} delivered by one accountable team, on schedule and within budget.`,
      description:
        `Our ${name.toLowerCase()} practice has delivered projects across India for two decades. ` +
        'Architects, engineers and site teams work from approved drawings and certified ' +
        'materials, with a weekly progress report and a complete handover file.',
      heroImageUrl: hero?.heroImageUrl ?? null,
      heroImageKey: hero?.heroImageKey ?? null,
      offerings: [
        `${name} design and planning`,
        'Approvals and statutory clearances',
        'Construction and site supervision',
        'Handover and maintenance',
      ].join('\n'),
      projectsCompleted: draw.int(20, 400),
      satisfiedClients: draw.int(15, 350),
      onTimeDelivery: draw.int(85, 99),
      position: site.services.length + index,
      createdAt: daysBefore(now, draw, SUBMISSION_SPAN_DAYS),
    });
  }
  return rows;
}

function generateProjects(
  draw: Draw,
  serviceIds: string[],
  nextPosition: Map<string, number>,
  count: number,
  now: Date,
) {
  const rows: ProjectRow[] = [];
  const thisYear = now.getUTCFullYear();
  for (let index = 0; index < count; index += 1) {
    // Round robin: every service gets the same share of the archive.
    const serviceId = serviceIds[index % serviceIds.length] ?? '';
    const position = nextPosition.get(serviceId) ?? 0;
    nextPosition.set(serviceId, position + 1);
    const startYear = draw.int(thisYear - 20, thisYear);
    const ongoing = startYear >= thisYear - 1 && draw.next() < 0.5;
    const endYear = ongoing ? null : Math.min(thisYear, startYear + draw.int(1, 3));
    const name = draw.pick(PROJECT_NAMES);
    rows.push({
      id: draw.id(),
      serviceId,
      title: `${name} ${draw.pick(PROJECT_KINDS)} ${index + 1}`,
      builtupAreaSqft: draw.int(1_500, 250_000),
      location: draw.pick(CITIES),
      clientName: `${name} ${draw.pick(CLIENT_SUFFIXES)}`,
      startMonth: draw.pick(MONTHS),
      startYear,
      endMonth: endYear === null ? null : draw.pick(MONTHS),
      endYear,
      scopeOfWork:
        'Structural design, civil works, MEP services and finishing, with approvals and ' +
        'handover documentation.',
      position,
      createdAt: daysBefore(now, draw, SUBMISSION_SPAN_DAYS),
    });
  }
  return rows;
}

function generateImages(draw: Draw, projects: ProjectRow[], site: ExistingSite, count: number) {
  const rows: ImageRow[] = [];
  for (let index = 0; index < count; index += 1) {
    // Spread evenly: project p gets images p, p + n, p + 2n, ... in gallery order.
    const project = projects[index % projects.length];
    if (!project) break;
    const file = draw.pick(site.images);
    rows.push({
      id: draw.id(),
      projectId: project.id,
      imageUrl: file.imageUrl,
      storageKey: file.storageKey,
      position: Math.floor(index / projects.length),
      createdAt: project.createdAt,
    });
  }
  return rows;
}

function generateSubmissions(draw: Draw, count: number, now: Date) {
  const rows: SubmissionRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const first = draw.pick(FIRST_NAMES);
    const last = draw.pick(LAST_NAMES);
    const status = draw.weighted(CONTACT_STATUSES);
    rows.push({
      id: draw.id(),
      name: `${first} ${last}`,
      email: `${first}.${last}${draw.int(1, 999)}@${draw.pick(MAIL_DOMAINS)}`.toLowerCase(),
      mobile: `+91${draw.int(6, 9)}${String(draw.int(0, 999_999_999)).padStart(9, '0')}`,
      subject: draw.pick(SUBJECTS),
      message: `${draw.pick(MESSAGE_OPENINGS)} ${draw.pick(MESSAGE_SUBJECTS)} in ${draw.pick(CITIES)}. ${draw.pick(MESSAGE_CLOSINGS)}`,
      purpose: draw.pick(PURPOSES),
      clientAddress: ipAddress(draw),
      status,
      spamReason: status === 'SPAM' ? draw.pick(SPAM_REASONS) : null,
      createdAt: daysBefore(now, draw, SUBMISSION_SPAN_DAYS),
    });
  }
  return rows;
}

function generateEvents(
  draw: Draw,
  count: number,
  now: Date,
  targets: { projects: ProjectRow[]; images: ImageRow[]; submissions: SubmissionRow[] },
  serviceTargets: { id: string; name: string }[],
) {
  const rows: EventRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = draw.weighted(ACTIVITY_KINDS);
    const base = {
      id: draw.id(),
      type,
      address: ipAddress(draw),
      userAgent: draw.pick(USER_AGENTS),
      createdAt: daysBefore(now, draw, ACTIVITY_SPAN_DAYS),
    };
    const target = { entity: null, entityId: null, entityLabel: null, fields: '', values: null };
    switch (type) {
      case 'auth.sign_in':
      case 'auth.sign_out':
        rows.push({ ...base, ...target });
        break;
      case 'contact_submission.status': {
        const submission = draw.pick(targets.submissions);
        rows.push({
          ...base,
          entity: 'contact_submission',
          entityId: submission.id,
          entityLabel: submission.name,
          fields: 'status',
          values: JSON.stringify({ status: { from: 'new', to: submission.status.toLowerCase() } }),
        });
        break;
      }
      case 'project.update':
      case 'project.toggle': {
        const project = draw.pick(targets.projects);
        const field = type === 'project.toggle' ? 'is_enabled' : 'location';
        const values =
          type === 'project.toggle'
            ? { is_enabled: { from: false, to: true } }
            : { location: { from: draw.pick(CITIES), to: project.location } };
        rows.push({
          ...base,
          entity: 'project',
          entityId: project.id,
          entityLabel: project.title,
          fields: field,
          values: JSON.stringify(values),
        });
        break;
      }
      case 'gallery_image.upload': {
        const image = draw.pick(targets.images);
        rows.push({
          ...base,
          entity: 'gallery_image',
          entityId: image.id,
          entityLabel: null,
          fields: '',
          values: null,
        });
        break;
      }
      case 'service.update': {
        const service = draw.pick(serviceTargets);
        rows.push({
          ...base,
          entity: 'service',
          entityId: service.id,
          entityLabel: service.name,
          fields: 'headline',
          values: null,
        });
        break;
      }
    }
  }
  return rows;
}

/**
 * Writes the archive into the database `client` is connected to (migrated, with the demo content
 * and an admin), in one transaction, and answers how many rows of each kind it added.
 */
export async function writeArchive(
  client: pg.ClientBase,
  options: ArchiveOptions,
): Promise<ArchiveResult> {
  const started = performance.now();
  const { counts, now } = options;
  const draw = new Draw(options.seed);
  const log = options.log ?? (() => undefined);
  let added: Omit<ArchiveResult, 'milliseconds'>;
  await client.query('BEGIN');
  try {
    const site = await readExistingSite(client);
    const services = generateServices(draw, site, counts, now);
    const serviceIds = [
      ...site.services.map((service) => service.id),
      ...services.map((s) => s.id),
    ];
    const projects = generateProjects(
      draw,
      serviceIds,
      site.nextProjectPosition,
      counts.projects,
      now,
    );
    const images = generateImages(draw, projects, site, counts.galleryImages);
    const submissions = generateSubmissions(draw, counts.contactSubmissions, now);
    const serviceNames = await client.query<{ id: string; name: string }>(
      'SELECT id, name FROM services',
    );
    const events = generateEvents(
      draw,
      counts.activityEvents,
      now,
      { projects, images, submissions },
      [
        ...serviceNames.rows,
        ...services.map((service) => ({ id: service.id, name: service.name })),
      ],
    );

    await insertRows(client, 'services', services, [
      { name: 'id', type: 'text', value: (row) => row.id },
      { name: 'name', type: 'text', value: (row) => row.name },
      { name: 'slug', type: 'text', value: (row) => row.slug },
      { name: 'headline', type: 'text', value: (row) => row.headline },
      { name: 'description', type: 'text', value: (row) => row.description },
      { name: 'hero_image_url', type: 'text', value: (row) => row.heroImageUrl },
      { name: 'hero_image_key', type: 'text', value: (row) => row.heroImageKey },
      {
        name: 'offerings',
        type: 'text',
        value: (row) => row.offerings,
        select: "string_to_array($value, E'\\n')",
      },
      { name: 'projects_completed', type: 'int', value: (row) => row.projectsCompleted },
      { name: 'satisfied_clients', type: 'int', value: (row) => row.satisfiedClients },
      { name: 'on_time_delivery', type: 'int', value: (row) => row.onTimeDelivery },
      { name: 'position', type: 'int', value: (row) => row.position },
      { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
      { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
    ]);
    const features = services.flatMap((service) =>
      SERVICE_FEATURES.slice(0, 3 + (service.position % 3)).map(
        ([title, description], position) => ({
          id: draw.id(),
          serviceId: service.id,
          position,
          title,
          description,
        }),
      ),
    );
    await insertRows(client, 'service_features', features, [
      { name: 'id', type: 'text', value: (row) => row.id },
      { name: 'service_id', type: 'text', value: (row) => row.serviceId },
      { name: 'position', type: 'int', value: (row) => row.position },
      { name: 'title', type: 'text', value: (row) => row.title },
      { name: 'description', type: 'text', value: (row) => row.description },
    ]);
    log(`archive: ${services.length} services`);

    await insertRows(client, 'projects', projects, [
      { name: 'id', type: 'text', value: (row) => row.id },
      { name: 'service_id', type: 'text', value: (row) => row.serviceId },
      { name: 'title', type: 'text', value: (row) => row.title },
      { name: 'builtup_area_sqft', type: 'numeric', value: (row) => row.builtupAreaSqft },
      { name: 'location', type: 'text', value: (row) => row.location },
      { name: 'client_name', type: 'text', value: (row) => row.clientName },
      { name: 'start_month', type: 'text', value: (row) => row.startMonth },
      { name: 'start_year', type: 'int', value: (row) => row.startYear },
      { name: 'end_month', type: 'text', value: (row) => row.endMonth },
      { name: 'end_year', type: 'int', value: (row) => row.endYear },
      { name: 'scope_of_work', type: 'text', value: (row) => row.scopeOfWork },
      { name: 'position', type: 'int', value: (row) => row.position },
      { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
      { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
    ]);
    log(`archive: ${projects.length} projects`);

    await insertRows(client, 'project_images', images, [
      { name: 'id', type: 'text', value: (row) => row.id },
      { name: 'project_id', type: 'text', value: (row) => row.projectId },
      { name: 'image_url', type: 'text', value: (row) => row.imageUrl },
      { name: 'storage_key', type: 'text', value: (row) => row.storageKey },
      { name: 'position', type: 'int', value: (row) => row.position },
      { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
    ]);
    log(`archive: ${images.length} gallery images`);

    await insertRows(client, 'contact_submissions', submissions, [
      { name: 'id', type: 'text', value: (row) => row.id },
      { name: 'name', type: 'text', value: (row) => row.name },
      { name: 'email', type: 'text', value: (row) => row.email },
      { name: 'mobile', type: 'text', value: (row) => row.mobile },
      { name: 'subject', type: 'text', value: (row) => row.subject },
      { name: 'message', type: 'text', value: (row) => row.message },
      { name: 'purpose', type: 'text', value: (row) => row.purpose },
      { name: 'client_address', type: 'text', value: (row) => row.clientAddress },
      { name: 'status', type: 'contact_status', value: (row) => row.status },
      { name: 'spam_reason', type: 'text', value: (row) => row.spamReason },
      { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
    ]);
    log(`archive: ${submissions.length} contact submissions`);

    await insertRows(client, 'audit_events', events, [
      { name: 'id', type: 'text', value: (row) => row.id },
      { name: 'type', type: 'text', value: (row) => row.type },
      { name: 'actor_id', type: 'text', value: () => site.admin.id },
      { name: 'actor_email', type: 'text', value: () => site.admin.email },
      { name: 'entity', type: 'text', value: (row) => row.entity },
      { name: 'entity_id', type: 'text', value: (row) => row.entityId },
      { name: 'entity_label', type: 'text', value: (row) => row.entityLabel },
      {
        name: 'fields',
        type: 'text',
        value: (row) => row.fields,
        select: "string_to_array($value, ',')",
      },
      { name: 'values', type: 'jsonb', value: (row) => row.values },
      { name: 'address', type: 'text', value: (row) => row.address },
      { name: 'user_agent', type: 'text', value: (row) => row.userAgent },
      { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
    ]);
    log(`archive: ${events.length} activity events`);
    await client.query('COMMIT');
    added = {
      servicesAdded: services.length,
      projectsAdded: projects.length,
      galleryImagesAdded: images.length,
      contactSubmissionsAdded: submissions.length,
      activityEventsAdded: events.length,
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // The state autovacuum leaves a table in some minutes after such a load: fresh statistics (the
  // planner sees the tables' real sizes) and the visibility map set (index-only scans skip the
  // table's rows). Measured before autovacuum got there, every list would read the heap.
  await client.query(
    'VACUUM (ANALYZE) services, service_features, projects, project_images, contact_submissions, audit_events',
  );
  return { ...added, milliseconds: Math.round(performance.now() - started) };
}
