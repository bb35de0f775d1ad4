/** Reads REST request bodies: size-capped, JSON or multipart, with clear 400/413 answers. */
import { MESSAGES } from '../messages';
import { PUBLIC_MAX_BODY_BYTES } from '../request-guards';

/** The largest body of a staff call (a gallery upload of several images). */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** The cap of a call: a few KB for the public routes anyone may call, 25 MB for staff. */
export const bodyCapOf = (access: 'public' | 'bearer') =>
  access === 'public' ? PUBLIC_MAX_BODY_BYTES : MAX_BODY_BYTES;

/** A request the adapter refuses before any procedure runs. */
export class RequestRejected extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRejected';
  }
}

function tooLarge(maxBytes: number) {
  return new RequestRejected(413, MESSAGES.bodyTooLarge(maxBytes));
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function formToObject(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  form.forEach((value, key) => {
    result[key] = value;
  });
  return result;
}

/**
 * The body as the procedure's input: an object from JSON or a form, or the FormData itself when
 * files may come with it. `undefined` when there is no body.
 */
export async function readBody(
  request: Request,
  kind: 'json' | 'multipart',
  maxBytes: number,
): Promise<Record<string, unknown> | FormData | undefined> {
  const bytes = await readCapped(request, maxBytes);
  if (bytes.byteLength === 0) return undefined;
  const type = mediaType(request);
  if (type === 'application/json' || type.endsWith('+json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new RequestRejected(400, MESSAGES.bodyNotJson);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new RequestRejected(400, MESSAGES.bodyNotObject);
    }
    return parsed as Record<string, unknown>;
  }
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': request.headers.get('content-type') ?? type },
      }).formData();
    } catch {
      throw new RequestRejected(400, MESSAGES.bodyNotForm);
    }
    return kind === 'multipart' ? form : formToObject(form);
  }
  throw new RequestRejected(
    400,
    kind === 'multipart' ? MESSAGES.bodyTypeMultipart : MESSAGES.bodyTypeJson,
  );
}
