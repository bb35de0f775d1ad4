/**
 * The REST API (/api/v1) as a route table over the tRPC procedures: method and path, the
 * procedure it calls, where its input comes from, and what a success answers. Paths and
 * messages are SPEC §7's and CONTRACT §3's; no business rule lives here.
 */
import { MESSAGES } from '../messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a call's input comes from besides its path parameters. */
export type InputSource =
  /** Query string (GET and DELETE). */
  | 'query'
  /** A JSON body (form-encoded bodies are accepted too). */
  | 'json'
  /** multipart/form-data with files (a JSON body is accepted too, without files). */
  | 'multipart';

export interface RestRoute {
  method: HttpMethod;
  /** Path under /api/v1 with `{name}` parameters. */
  path: string;
  /** The tRPC procedure, as `router.procedure`. */
  procedure: string;
  input: InputSource;
  /** Which input field each path parameter fills (default: the parameter's own name). */
  params?: Record<string, string>;
  /** Public calls ignore any Authorization header; the rest need a bearer token. */
  access: 'public' | 'bearer';
  /** 201 for calls that create. */
  status?: 200 | 201;
  /** The success message; a function reads it from the procedure's output. */
  message?: string | ((output: unknown) => string | undefined);
  /** The output is `{ data, pagination, ... }` rather than the data itself. */
  paginated?: boolean;
  /** Calls limited per client (answer 429). */
  rateLimited?: boolean;
  /**
   * The output is a file (`{ file_name, content_type, content }`): its content is the answer's
   * body, as an attachment, instead of the JSON envelope.
   */
  download?: boolean;
  tag: string;
  summary: string;
}

const messageOf = (output: unknown) =>
  output && typeof output === 'object' && 'message' in output && typeof output.message === 'string'
    ? output.message
    : undefined;

const crud = (options: {
  base: string;
  router: string;
  tag: string;
  noun: string;
  create: { input: InputSource; message: string };
  update: { method: 'POST' | 'PUT'; input: InputSource; message: string };
  deleted: string;
  toggled: string;
}): RestRoute[] => [
  {
    method: 'GET',
    path: options.base,
    procedure: `${options.router}.list`,
    input: 'query',
    access: 'bearer',
    paginated: true,
    tag: options.tag,
    summary: `List ${options.noun}s (page, limit, status, search)`,
  },
  {
    method: 'POST',
    path: options.base,
    procedure: `${options.router}.create`,
    input: options.create.input,
    access: 'bearer',
    status: 201,
    message: options.create.message,
    tag: options.tag,
    summary: `Create a ${options.noun}`,
  },
  {
    method: 'GET',
    path: `${options.base}/{id}`,
    procedure: `${options.router}.get`,
    input: 'query',
    access: 'bearer',
    tag: options.tag,
    summary: `Read one ${options.noun}`,
  },
  {
    method: options.update.method,
    path: `${options.base}/{id}`,
    procedure: `${options.router}.update`,
    input: options.update.input,
    access: 'bearer',
    message: options.update.message,
    tag: options.tag,
    summary: `Update a ${options.noun}`,
  },
  {
    method: 'DELETE',
    path: `${options.base}/{id}`,
    procedure: `${options.router}.delete`,
    input: 'query',
    access: 'bearer',
    message: options.deleted,
    tag: options.tag,
    summary: `Delete a ${options.noun}`,
  },
  {
    method: 'PATCH',
    path: `${options.base}/{id}/toggle-status`,
    procedure: `${options.router}.toggleStatus`,
    input: 'json',
    access: 'bearer',
    message: options.toggled,
    tag: options.tag,
    summary: `Enable or disable a ${options.noun} (flips it when the body has no is_enabled)`,
  },
];

/**
 * Reading and setting the stored order of a list: `GET <base>/order` answers every item in order,
 * `PUT <base>/order` with `{ ids }` (every item's id once; `scope` names the field of the list's
 * owner, which the GET takes in its query) rewrites it.
 */
const orderRoutes = (options: {
  base: string;
  router: string;
  tag: string;
  items: string;
  message: string;
  scope?: string;
}): RestRoute[] => [
  {
    method: 'GET',
    path: `${options.base}/order`,
    procedure: `${options.router}.order`,
    input: 'query',
    access: 'bearer',
    tag: options.tag,
    summary:
      `Every one of the ${options.items} in order` +
      (options.scope ? ` (${options.scope}; without it, every such list one after another)` : ''),
  },
  {
    method: 'PUT',
    path: `${options.base}/order`,
    procedure: `${options.router}.reorder`,
    input: 'json',
    access: 'bearer',
    message: options.message,
    tag: options.tag,
    summary:
      `Set the order of the ${options.items}: ${options.scope ? `${options.scope} and ` : ''}` +
      'ids, every id once (422 on ids otherwise); answers the new order',
  },
];

const uploadImages = (path: string): RestRoute => ({
  method: 'POST',
  path,
  procedure: 'services.uploadImages',
  input: 'multipart',
  access: 'bearer',
  status: 201,
  message: MESSAGES.imagesUploaded,
  tag: 'Services',
  summary: 'Upload images (repeated field `images`) and get their URLs',
});

/** Literal paths come before parameterised ones so that they win the match. */
export const REST_ROUTES: readonly RestRoute[] = [
  // Public
  {
    method: 'GET',
    path: '/public/services',
    procedure: 'public.services',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary: 'Enabled services, in navigation order',
  },
  {
    method: 'GET',
    path: '/public/services/{id}',
    procedure: 'public.service',
    input: 'query',
    params: { id: 'id_or_slug' },
    access: 'public',
    tag: 'Public',
    summary: 'One enabled service by slug or id, with features, statistics and gallery',
  },
  {
    method: 'GET',
    path: '/public/projects-by-service',
    procedure: 'public.projectsByService',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary:
      'Enabled projects keyed by service slug: services, projects and their images in their stored order',
  },
  {
    method: 'GET',
    path: '/public/featured-projects',
    procedure: 'public.featuredProjects',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary:
      "The home page's featured projects: the chosen ones (at most 4), or while none is chosen the first project of each service, then the others",
  },
  {
    method: 'GET',
    path: '/public/banner-images',
    procedure: 'public.banners',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary: 'Enabled homepage banners, in carousel order',
  },
  {
    method: 'GET',
    path: '/public/organization',
    procedure: 'public.organization',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary: 'The organization profile',
  },
  {
    method: 'GET',
    path: '/public/about-us',
    procedure: 'public.aboutUs',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary: 'The About Us content',
  },
  {
    method: 'GET',
    path: '/public/contact/form-token',
    procedure: 'public.contactFormToken',
    input: 'query',
    access: 'public',
    tag: 'Public',
    summary:
      'A token for the contact form, to fetch when the visitor starts it and send as form_token',
  },
  {
    method: 'POST',
    path: '/public/contact',
    procedure: 'public.submitContact',
    input: 'json',
    access: 'public',
    status: 201,
    message: messageOf,
    rateLimited: true,
    tag: 'Public',
    summary: 'Send a contact inquiry (10 per client address per hour)',
  },

  // Auth
  {
    method: 'POST',
    path: '/dashboard/auth/login',
    procedure: 'auth.login',
    input: 'json',
    access: 'public',
    message: MESSAGES.loginSucceeded,
    rateLimited: true,
    tag: 'Auth',
    summary: 'Sign in; answers a bearer token valid for 7 days',
  },
  {
    method: 'POST',
    path: '/dashboard/auth/logout',
    procedure: 'auth.logout',
    input: 'json',
    access: 'bearer',
    message: messageOf,
    tag: 'Auth',
    summary: 'Revoke the bearer token of this request',
  },
  {
    method: 'GET',
    path: '/dashboard/auth/me',
    procedure: 'auth.me',
    input: 'query',
    access: 'bearer',
    tag: 'Auth',
    summary: 'The signed-in user',
  },
  {
    method: 'POST',
    path: '/dashboard/auth/forgot-password',
    procedure: 'auth.forgotPassword',
    input: 'json',
    access: 'public',
    message: messageOf,
    tag: 'Auth',
    summary: 'Mail a password reset link (same answer whether or not the address exists)',
  },
  {
    method: 'POST',
    path: '/dashboard/auth/reset-password',
    procedure: 'auth.resetPassword',
    input: 'json',
    access: 'public',
    message: messageOf,
    tag: 'Auth',
    summary: 'Set a new password with a reset token; revokes every token of the account',
  },

  // Services
  uploadImages('/dashboard/services/upload-images'),
  uploadImages('/services/upload-images'),
  ...orderRoutes({
    base: '/dashboard/services',
    router: 'services',
    tag: 'Services',
    items: 'services (navigation and footer)',
    message: MESSAGES.servicesReordered,
  }),
  ...crud({
    base: '/dashboard/services',
    router: 'services',
    tag: 'Services',
    noun: 'service',
    create: { input: 'multipart', message: MESSAGES.serviceCreated },
    update: { method: 'POST', input: 'multipart', message: MESSAGES.serviceUpdated },
    deleted: MESSAGES.serviceDeleted,
    toggled: MESSAGES.serviceStatusUpdated,
  }),
  {
    method: 'GET',
    path: '/dashboard/services/{id}/projects',
    procedure: 'services.projects',
    input: 'query',
    access: 'bearer',
    tag: 'Services',
    summary: 'The projects of a service',
  },
  {
    method: 'GET',
    path: '/dashboard/services/{id}/deletion-impact',
    procedure: 'services.deletionImpact',
    input: 'query',
    access: 'bearer',
    tag: 'Services',
    summary: 'How many projects and images a delete of this service removes',
  },

  // Projects
  {
    method: 'GET',
    path: '/dashboard/service-projects/service-options',
    procedure: 'projects.serviceOptions',
    input: 'query',
    access: 'bearer',
    tag: 'Projects',
    summary: 'The services to choose from in project forms',
  },
  ...orderRoutes({
    base: '/dashboard/service-projects',
    router: 'projects',
    tag: 'Projects',
    items: 'projects of a service (portfolio)',
    message: MESSAGES.projectsReordered,
    scope: 'service_id',
  }),
  {
    method: 'PATCH',
    path: '/dashboard/service-projects/{id}/featured',
    procedure: 'projects.setFeatured',
    input: 'json',
    access: 'bearer',
    message: (output) =>
      output && typeof output === 'object' && 'is_featured' in output && output.is_featured
        ? MESSAGES.projectFeatured
        : MESSAGES.projectUnfeatured,
    tag: 'Projects',
    summary: 'Feature a project on the home page or stop (is_featured); at most 4 at once',
  },
  ...crud({
    base: '/dashboard/service-projects',
    router: 'projects',
    tag: 'Projects',
    noun: 'project',
    create: { input: 'json', message: MESSAGES.projectCreated },
    update: { method: 'PUT', input: 'json', message: MESSAGES.projectUpdated },
    deleted: MESSAGES.projectDeleted,
    toggled: MESSAGES.projectStatusUpdated,
  }),

  // Banners
  ...orderRoutes({
    base: '/dashboard/banner-images',
    router: 'banners',
    tag: 'Banners',
    items: 'banners (home carousel)',
    message: MESSAGES.bannersReordered,
  }),
  ...crud({
    base: '/dashboard/banner-images',
    router: 'banners',
    tag: 'Banners',
    noun: 'banner',
    create: { input: 'multipart', message: MESSAGES.bannerCreated },
    update: { method: 'POST', input: 'multipart', message: MESSAGES.bannerUpdated },
    deleted: MESSAGES.bannerDeleted,
    toggled: MESSAGES.bannerStatusUpdated,
  }),

  // Gallery
  {
    method: 'GET',
    path: '/dashboard/project-images',
    procedure: 'gallery.list',
    input: 'query',
    access: 'bearer',
    paginated: true,
    tag: 'Gallery',
    summary: 'List gallery images (service_id, project_id, search, status, page, limit)',
  },
  ...orderRoutes({
    base: '/dashboard/project-images',
    router: 'gallery',
    tag: 'Gallery',
    items: 'images of a project (its gallery)',
    message: MESSAGES.imagesReordered,
    scope: 'project_id',
  }),
  {
    method: 'POST',
    path: '/dashboard/project-images',
    procedure: 'gallery.upload',
    input: 'multipart',
    access: 'bearer',
    status: 201,
    message: MESSAGES.imagesUploaded,
    tag: 'Gallery',
    summary: 'Upload 1 to 10 images (repeated field `images[]`) to a project',
  },
  {
    method: 'GET',
    path: '/dashboard/project-images/{id}',
    procedure: 'gallery.get',
    input: 'query',
    access: 'bearer',
    tag: 'Gallery',
    summary: 'Read one gallery image',
  },
  {
    method: 'DELETE',
    path: '/dashboard/project-images/{id}',
    procedure: 'gallery.delete',
    input: 'query',
    access: 'bearer',
    message: MESSAGES.imageDeleted,
    tag: 'Gallery',
    summary: 'Delete a gallery image and its file',
  },
  {
    method: 'PATCH',
    path: '/dashboard/project-images/{id}/toggle-status',
    procedure: 'gallery.toggleStatus',
    input: 'json',
    access: 'bearer',
    message: MESSAGES.imageStatusUpdated,
    tag: 'Gallery',
    summary: 'Enable or disable a gallery image (flips it when the body has no is_enabled)',
  },

  // Contact submissions
  {
    method: 'GET',
    path: '/dashboard/contact-submissions',
    procedure: 'contacts.list',
    input: 'query',
    access: 'bearer',
    paginated: true,
    tag: 'Contact submissions',
    summary:
      'List contact submissions, New first (status, from, to, search, page, limit) with totals',
  },
  {
    method: 'GET',
    path: '/dashboard/contact-submissions/export',
    procedure: 'contacts.export',
    input: 'query',
    access: 'bearer',
    download: true,
    tag: 'Contact submissions',
    summary: 'Every submission of the filter (status, from, to, search) as a CSV file',
  },
  {
    method: 'GET',
    path: '/dashboard/contact-submissions/new-count',
    procedure: 'contacts.newCount',
    input: 'query',
    access: 'bearer',
    tag: 'Contact submissions',
    summary: 'How many submissions are New (not opened yet)',
  },
  {
    method: 'PATCH',
    path: '/dashboard/contact-submissions/status',
    procedure: 'contacts.setStatusMany',
    input: 'json',
    access: 'bearer',
    message: MESSAGES.contactStatusUpdated,
    tag: 'Contact submissions',
    summary: 'Set the status of several submissions (ids, status)',
  },
  {
    method: 'POST',
    path: '/dashboard/contact-submissions/bulk-delete',
    procedure: 'contacts.deleteMany',
    input: 'json',
    access: 'bearer',
    message: MESSAGES.contactsDeleted,
    tag: 'Contact submissions',
    summary: 'Delete several submissions (ids)',
  },
  {
    method: 'POST',
    path: '/dashboard/contact-submissions/{id}/open',
    procedure: 'contacts.open',
    input: 'json',
    access: 'bearer',
    tag: 'Contact submissions',
    summary: 'Read one submission as staff open it: a New one becomes Read',
  },
  {
    method: 'PATCH',
    path: '/dashboard/contact-submissions/{id}/status',
    procedure: 'contacts.setStatus',
    input: 'json',
    access: 'bearer',
    message: MESSAGES.contactStatusUpdated,
    tag: 'Contact submissions',
    summary: 'Set the status of a submission: new, read, replied, archived or spam',
  },
  {
    method: 'GET',
    path: '/dashboard/contact-submissions/{id}',
    procedure: 'contacts.get',
    input: 'query',
    access: 'bearer',
    tag: 'Contact submissions',
    summary: 'Read one contact submission',
  },
  {
    method: 'DELETE',
    path: '/dashboard/contact-submissions/{id}',
    procedure: 'contacts.delete',
    input: 'query',
    access: 'bearer',
    message: MESSAGES.contactDeleted,
    tag: 'Contact submissions',
    summary: 'Delete a contact submission',
  },

  // Settings
  {
    method: 'GET',
    path: '/dashboard/organization',
    procedure: 'organization.get',
    input: 'query',
    access: 'bearer',
    tag: 'Organization',
    summary: 'The organization profile',
  },
  {
    method: 'POST',
    path: '/dashboard/organization',
    procedure: 'organization.update',
    input: 'multipart',
    access: 'bearer',
    message: MESSAGES.organizationUpdated,
    tag: 'Organization',
    summary: "Update the profile: only sent fields change, '' clears one; logo file or remove_logo",
  },
  {
    method: 'GET',
    path: '/dashboard/about-us',
    procedure: 'aboutUs.get',
    input: 'query',
    access: 'bearer',
    tag: 'About Us',
    summary: 'The About Us content',
  },
  {
    method: 'POST',
    path: '/dashboard/about-us',
    procedure: 'aboutUs.update',
    input: 'multipart',
    access: 'bearer',
    message: MESSAGES.aboutUsUpdated,
    tag: 'About Us',
    summary: 'Update the About Us content: founder fields, founder_img file, stats as JSON text',
  },
];

export interface RouteMatch {
  route: RestRoute;
  params: Record<string, string>;
}

function compile(path: string) {
  const names: string[] = [];
  const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${pattern}/?$`), names };
}

const compiled = REST_ROUTES.map((route) => ({ route, ...compile(route.path) }));

/** The route for a method and path, or the methods the path allows when only those differ. */
export function matchRoute(
  method: string,
  path: string,
): { match: RouteMatch } | { allowed: HttpMethod[] } | null {
  const allowed = new Set<HttpMethod>();
  for (const { route, regex, names } of compiled) {
    const found = regex.exec(path);
    if (!found) continue;
    if (route.method !== method) {
      allowed.add(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    try {
      names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
    } catch {
      return null;
    }
    return { match: { route, params } };
  }
  return allowed.size > 0 ? { allowed: [...allowed] } : null;
}
