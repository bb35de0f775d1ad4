/** A tiny REST client for contract tests: JSON, multipart or raw bodies, bearer tokens. */
export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  raw?: { body: string | Uint8Array; contentType: string };
  headers?: Record<string, string>;
  /** The client address the test server attributes the call to. */
  client?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: {
    success: boolean;
    message?: string;
    data?: unknown;
    errors?: Record<string, string[]>;
    pagination?: { current_page: number; per_page: number; total: number; total_pages: number };
    [key: string]: unknown;
  };
}

export function restClient(baseUrl: string) {
  return async function call(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.client) headers['x-test-client'] = options.client;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.body as BodyInit;
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    // Decoded keeping a byte order mark, which the tests check on downloads.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const json = /json/.test(response.headers.get('content-type') ?? 'application/json');
    return {
      status: response.status,
      headers: response.headers,
      // A download (e.g. CSV) is kept as text.
      body: (text ? (json ? JSON.parse(text) : { text }) : {}) as CallResult['body'],
    };
  };
}

/** The `data` of a success body, typed by the caller. */
export function dataOf<T>(result: CallResult): T {
  return result.body.data as T;
}
