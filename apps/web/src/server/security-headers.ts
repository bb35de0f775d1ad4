/**
 * The security headers of every response, built with nosecone (the maintained successor of
 * helmet's defaults for Next.js). Four Content-Security-Policies:
 *  - staff pages (dashboard, sign-in, password reset) are rendered per request, so they get a
 *    nonce-based `script-src` with 'strict-dynamic' (set per request by proxy.ts);
 *  - public pages are static, cached HTML shared by every visitor: a per-request nonce cannot be
 *    part of it, and Next.js writes its page data as inline scripts, so their policy here says
 *    'self' 'unsafe-inline' (scripts only from this site, no eval) with every other directive
 *    as strict as on the staff pages; the HTTP server of `npm start` (@kasar/server's
 *    script-hashes.mjs) then replaces 'unsafe-inline' with the hashes of the inline scripts
 *    each response carries, so only those run (a plain `next start` sends this policy as is);
 *  - the API answers JSON: nothing may load or run (`default-src 'none'`), except the Swagger UI
 *    page at /api/docs, which loads its own scripts from this site;
 *  - uploaded files get the sandboxing policy a stored SVG needs.
 * Only what the site uses is allowed: Google Maps frames, and UploadThing's image hosts when
 * that storage is configured.
 */
import { nosecone, type CspDirectives, type HostSource } from 'nosecone';

export interface SecuritySettings {
  /** The site is served over https (APP_URL): send HSTS and upgrade insecure requests. */
  https: boolean;
  /** Hosts images may come from besides this site (external file storage). */
  imageHosts: readonly HostSource[];
  /** `next dev`: React needs eval in development. */
  development: boolean;
}

/** The settings the headers depend on, from the site's address and storage configuration. */
export function securitySettingsOf(config: {
  appUrl: string | undefined;
  uploadThing: boolean;
  development: boolean;
}): SecuritySettings {
  return {
    https: /^https:/i.test(config.appUrl ?? ''),
    imageHosts: config.uploadThing ? ['https://*.ufs.sh', 'https://utfs.io'] : [],
    development: config.development,
  };
}

/** The only third-party frame: the map of the organization's location. */
export const MAP_FRAME_HOSTS = ['https://www.google.com', 'https://maps.google.com'] as const;

/** Browser features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

type Directives = CspDirectives;
type ScriptSource = Exclude<NonNullable<Directives['scriptSrc']>, boolean>;

function pageDirectives(settings: SecuritySettings, scriptSrc: ScriptSource): Directives {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrc,
    // React and Tailwind set style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...settings.imageHosts],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: [...MAP_FRAME_HOSTS],
    childSrc: ["'none'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'"],
    workerSrc: ["'self'"],
    upgradeInsecureRequests: settings.https,
  };
}

function headersOf(
  settings: SecuritySettings,
  directives: Directives | false,
  referrer: 'strict-origin-when-cross-origin' | 'no-referrer' = 'strict-origin-when-cross-origin',
): Headers {
  const headers = nosecone({
    contentSecurityPolicy: directives ? { directives } : false,
    // The map frame is a third-party page: requiring CORP of it would blank the map.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: [referrer] },
    strictTransportSecurity: settings.https
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xXssProtection: true,
  });
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return headers;
}

const devScripts = (settings: SecuritySettings): ScriptSource =>
  settings.development ? ["'unsafe-eval'"] : [];

/** Static public pages (see above for why scripts may be inline). */
export function publicPageHeaders(settings: SecuritySettings): Headers {
  return headersOf(
    settings,
    pageDirectives(settings, ["'self'", "'unsafe-inline'", ...devScripts(settings)]),
  );
}

/** Staff pages, rendered per request: only scripts carrying this request's nonce run. */
export function staffPageHeaders(
  settings: SecuritySettings,
  nonce: string,
  referrer?: 'no-referrer',
): Headers {
  return headersOf(
    settings,
    pageDirectives(settings, [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...devScripts(settings),
    ]),
    referrer,
  );
}

/** JSON answers of /api: nothing in them may load or run. */
export function apiHeaders(settings: SecuritySettings): Headers {
  return headersOf(settings, {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  });
}

/** /api/docs: Swagger UI's own scripts and styles from this site, nothing else. */
export function apiDocsHeaders(settings: SecuritySettings): Headers {
  return headersOf(settings, pageDirectives(settings, ["'self'"]));
}

/** Uploaded files: an SVG opened on its own may not run anything or load anything. */
export function uploadHeaders(settings: SecuritySettings): Headers {
  return headersOf(settings, {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    imgSrc: ['data:'],
    sandbox: [],
    frameAncestors: ["'none'"],
  });
}

/** As next.config.ts `headers()` entries. */
export function headerEntries(headers: Headers): { key: string; value: string }[] {
  return [...headers.entries()].map(([key, value]) => ({ key, value }));
}
