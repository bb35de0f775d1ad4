/**
 * What a procedure says about itself besides its input and output: who may call it (set by the
 * procedure builders) and how the REST API (/api/v1) exposes it. The REST route table and the
 * OpenAPI document are derived from these, so a procedure and its route are written in one place.
 */

import type { Requirement } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a REST call's input comes from besides its path parameters. */
export type InputSource =
  /** Query string. */
  | 'query'
  /** A JSON body (form-encoded bodies are accepted too). */
  | 'json'
  /** multipart/form-data with files (a JSON body is accepted too, without files). */
  | 'multipart';

/** The OpenAPI tags, each with the description the document shows for it. */
export const REST_TAGS = {
  Public: 'What the public website shows, and the contact form. No token; enabled content only.',
  Auth: 'Sign-in with bearer tokens, sign-out, the current user and password reset by e-mail.',
  Services: 'The services the firm offers, with their features, statistics and hero images.',
  Projects: 'Portfolio projects, each under one service.',
  Banners: 'The slides of the homepage carousel.',
  Gallery: 'Images of a project, shown in its service page gallery.',
  'Contact submissions':
    'Messages sent through the contact form: status, filters, bulk actions and CSV export.',
  Organization: 'The firm’s profile: name, contacts, address, social links and logo.',
  'About Us': 'The About Us page: the founder and the achievements.',
  Team: 'Staff accounts: the users, their roles, invitations by e-mail and removal.',
  Roles:
    'What each role may do: the five presets (Owner, Admin, Editor, Contributor, Inquiries) and custom roles an Owner makes; the rights are `resource.action` (docs/roles.md).',
  Review:
    'The Review queue: drafts submitted for review, which a reviewer publishes (each item’s /draft/publish) or sends back (/draft/request-changes).',
  Activity: 'The activity log: sign-ins, password resets and every change staff made.',
  Trash:
    'What staff deleted (services, projects, banners, gallery images): kept TRASH_RETENTION_DAYS (default 30), restored where it was, or deleted for ever with its files.',
  Security:
    'The signed-in account’s passkeys, and its sessions and bearer tokens: list them, end one or every other one.',
  Redirects:
    'Redirects of old addresses (made by a change of a service’s slug, added by staff or imported from a CSV) and the 404 log of unknown addresses visitors asked for.',
  Backup:
    'One archive of the whole site (every table and stored file), as `npm run backup` writes it; `npm run restore` loads it. It holds password hashes and personal data: keep it safe.',
} as const;

export type RestTag = keyof typeof REST_TAGS;

/** How one procedure is called over REST. */
export interface RestBinding {
  method: HttpMethod;
  /** Path under /api/v1 with `{name}` parameters. */
  path: `/${string}`;
  /** Further paths answering the same call with the same method. */
  aliases?: `/${string}`[];
  /** Default: the query string for GET and DELETE, a JSON body otherwise. */
  input?: InputSource;
  /** Which input field each path parameter fills (default: the parameter's own name). */
  params?: Record<string, string>;
  /** 201 for calls that create; default 200. */
  status?: 200 | 201;
  /** The envelope's success message. */
  message?: string;
  /** The envelope's success message is the output's own `message` field. */
  messageFromOutput?: true;
  /** The envelope's success message says which way a boolean field of the output was set. */
  messageByFlag?: { field: string; ifTrue: string; ifFalse: string };
  /** The output is `{ data, pagination, ... }`, spread into the envelope. */
  paginated?: true;
  /**
   * This procedure answers one page of the list another procedure answers whole, at the same
   * method and path: the REST API calls it when the query names `page` or `limit`
   * (PUBLIC_PAGE_FIELDS), and the other one otherwise. Its output is `paginated`.
   */
  pageOf?: true;
  /**
   * The answer is the same for every caller and may be kept by any cache (a CDN, a browser) for
   * a short while: the REST API sends a public `Cache-Control` and a strong `ETag`, and answers
   * 304 to a matching `If-None-Match` (docs/api.md, Caching).
   */
  cache?: 'public';
  /** Limited per client: may answer 429 with Retry-After. */
  rateLimited?: true;
  /**
   * The output is a sign-in's outcome (schemas/auth.ts `loginOutput`): `signed_in` is the success
   * (its token, without `status`), `second_factor` the documented 403 whose `data` carries the
   * challenge (`second_factor_required: true`, `challenge`, `expires_at`, `methods`).
   */
  secondFactorStep?: true;
  /**
   * The output is a file (`{ file_name, content_type, content }`): its content is the answer's
   * body, as an attachment, instead of the JSON envelope.
   */
  download?: true;
  tag: RestTag;
  summary: string;
}

export interface ProcedureMeta {
  /**
   * The right a signed-in caller's role must hold (`projects.publish`), or 'own-account' for what
   * every user does to their own account. Written in each staff procedure's own definition; the
   * `permitted` middleware checks it on every path (403 naming it otherwise), and a test fails
   * when a staff procedure has none (router/permissions.test.ts).
   */
  permission?: Requirement;
  /**
   * Who may call: 'public' for anyone, 'authed' for signed-in staff. Set by the procedure
   * builders (`publicProcedure`, `authedProcedure`), never by a procedure itself.
   */
  access?: 'public' | 'authed';
  /**
   * 'fresh': the caller must have proved who they are within FRESH_PROOF_TTL_MS (403 otherwise,
   * naming what to send to POST /dashboard/auth/confirm). Set by `confirmedProcedure`.
   */
  proof?: 'fresh';
  /** Answered while the caller must still set up a second factor. Set by `setUpProcedure`. */
  duringSetUp?: true;
  /**
   * A change answered while an Owner views the dashboard as another role (read-only then):
   * stopping it, and signing out. Every other mutation is refused meanwhile.
   */
  whileViewingAs?: true;
  rest?: RestBinding;
}
