/** Shared building blocks: ids, list queries, booleans, text rules, files and FormData decoding. */
import { z } from 'zod';

import { MAX_PAGE_SIZE, PAGE_SIZE, TEXT_LIMITS } from './limits';

export const commonMessages = {
  idRequired: 'Id is required',
  idTooLong: 'Id must be less than 64 characters',
  invalidText: 'Must be text',
  invalidBoolean: 'Must be true or false',
  invalidPage: 'Page must be a whole number of at least 1',
  invalidLimit: 'Limit must be a whole number between 1 and 100',
  invalidStatus: "Status must be 'all', 'active' or 'inactive'",
  searchTooLong: 'Search must be less than 255 characters',
  invalidJson: 'Must be valid JSON',
  fileRequired: 'A file is required',
  notAFile: 'Must be a file',
  /** Shared by the service form and the banner form. */
  headlineTooLong: 'Headline must be less than 255 characters',
  /** Shared by the contact form, login, forgot password and organization settings. */
  invalidEmail: 'Please enter a valid email address',
} as const;

/** The refinement context zod hands to `superRefine` and `transform` callbacks. */
export type RefineContext = z.core.$RefinementCtx;

/** Records a non-aborting custom issue, so sibling fields and object-level rules still run. */
export function addIssue(
  ctx: RefineContext,
  message: string,
  path: PropertyKey[] = [],
  input: unknown = ctx.value,
): void {
  ctx.addIssue({ code: 'custom', message, path, input, continue: true });
}

// ---------------------------------------------------------------------------------------------
// Text rules: each field reports only its first failing rule, in the order the schema lists them.
// ---------------------------------------------------------------------------------------------

/** A rule on a trimmed string: returns the message when the value breaks it. */
export type TextRule = (value: string) => string | undefined;

/** Length in characters (Unicode code points), as PostgreSQL counts VARCHAR lengths. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export const minLength =
  (min: number, message: string): TextRule =>
  (value) =>
    charCount(value) < min ? message : undefined;

export const maxLength =
  (max: number, message: string): TextRule =>
  (value) =>
    charCount(value) > max ? message : undefined;

export const matches =
  (pattern: RegExp, message: string): TextRule =>
  (value) =>
    pattern.test(value) ? undefined : message;

export const oneOf =
  (allowed: readonly string[], message: string): TextRule =>
  (value) =>
    allowed.includes(value) ? undefined : message;

export const satisfies =
  (test: (value: string) => boolean, message: string): TextRule =>
  (value) =>
    test(value) ? undefined : message;

/** The message of the first rule `value` breaks, if any. */
export function firstTextError(value: string, rules: readonly TextRule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

interface TextOptions {
  /** Message for an empty (after trimming), missing or null value. */
  required?: string;
  /** Rules checked in order on the trimmed value; only the first failure is reported. */
  rules?: readonly TextRule[];
}

/**
 * A required, trimmed string. Empty, missing and null values report `required` (or, without it,
 * whatever the rules say about an empty string).
 */
export function text({ required, rules = [] }: TextOptions = {}) {
  const emptyMessage = required ?? firstTextError('', rules) ?? commonMessages.invalidText;
  return z
    .string({
      error: (issue) => (issue.input == null ? emptyMessage : commonMessages.invalidText),
    })
    .trim()
    .superRefine((value, ctx) => {
      const message =
        value === '' && required !== undefined ? required : firstTextError(value, rules);
      if (message !== undefined) addIssue(ctx, message);
    });
}

/** `text` that is required and between two lengths: each bound is `[length, message]`. */
export function textBetween(
  required: string,
  [min, tooShort]: [number, string],
  [max, tooLong]: [number, string],
) {
  return text({ required, rules: [minLength(min, tooShort), maxLength(max, tooLong)] });
}

/**
 * An optional, trimmed string whose rules apply only when it is non-empty. An absent value stays
 * absent (undefined); an empty string or null becomes null (meaning "clear it").
 */
export function nullableText(rules: readonly TextRule[] = []) {
  return z
    .string({ error: commonMessages.invalidText })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const message = firstTextError(value, rules);
      if (message !== undefined) addIssue(ctx, message);
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/**
 * The alternative text of an image: optional, trimmed, at most 150 characters. Like every
 * optional text, absent keeps what is stored and empty (or null) clears it, so the pages fall
 * back to a description made from the item. `label` names the image in the message.
 */
export function imageAltText(label: string) {
  return nullableText([maxLength(TEXT_LIMITS.imageAlt, imageAltTooLong(label))]);
}

/** 'Banner image alt text must be less than 150 characters' for the label 'Banner image'. */
export function imageAltTooLong(label: string): string {
  return `${label} alt text must be less than ${TEXT_LIMITS.imageAlt} characters`;
}

/** Keeps only the digits of `input`. */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}

/** True for an absolute http(s) URL with a host name. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

// ---------------------------------------------------------------------------------------------
// Ids, booleans and list queries
// ---------------------------------------------------------------------------------------------

/** An id a body refers to (e.g. a project's service): a non-empty string of at most 64 characters. */
export function id(requiredMessage: string = commonMessages.idRequired) {
  return text({ required: requiredMessage, rules: [maxLength(64, commonMessages.idTooLong)] });
}

/** What an id or a slug can look like: ids are shorter, slugs at most 255 characters. */
const POSSIBLE_ROW_KEY = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * The id (or slug) of the row a call reads or changes, as its path names it (`/services/{id}`).
 * Any text is taken: one that no row can have (empty after trimming, too long, characters no id
 * or slug contains) becomes '', which matches no row, so the call answers the entity's
 * "not found" rather than a complaint about the id's form, and odd text never reaches the
 * database. Only a missing id is an input error.
 */
export const idSchema = z
  .string({
    error: (issue) =>
      issue.input == null ? commonMessages.idRequired : commonMessages.invalidText,
  })
  .trim()
  .transform((value) => (POSSIBLE_ROW_KEY.test(value) ? value : ''));
/** An optional id filter: absent, empty or null means "no filter" (undefined). */
export const optionalIdSchema = nullableText([maxLength(64, commonMessages.idTooLong)]).transform(
  (value) => value ?? undefined,
);
export const idInput = z.object({ id: idSchema });
export const slugOrIdInput = z.object({ id_or_slug: idSchema });

/**
 * A boolean as JSON, query strings and multipart send it: true/false, '1'/'0', 'true'/'false', 1/0.
 */
export const booleanish = z
  .literal([true, false, '1', '0', 'true', 'false', 1, 0], {
    error: commonMessages.invalidBoolean,
  })
  .transform((value) => value === true || value === '1' || value === 'true' || value === 1);

/** Flip the flag, or set it when `is_enabled` is given. */
export const toggleStatusInput = z.object({ id: idSchema, is_enabled: booleanish.optional() });

/** A whole number given as a number or a numeric (query) string; missing or '' gives `fallback`. */
export function queryInteger(min: number, max: number, fallback: number, message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[+-]?\d*$/, message),
      ],
      { error: message },
    )
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

export const LIST_STATUSES = ['all', 'active', 'inactive'] as const;

/** The fields of every admin list query: page, page size, status filter and free-text search. */
export const listQueryShape = {
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, 1, commonMessages.invalidPage),
  limit: queryInteger(1, MAX_PAGE_SIZE, PAGE_SIZE, commonMessages.invalidLimit),
  status: z.enum(LIST_STATUSES, { error: commonMessages.invalidStatus }).default('all'),
  search: z
    .string({ error: commonMessages.invalidText })
    .trim()
    .max(TEXT_LIMITS.search, commonMessages.searchTooLong)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
};

/**
 * A list query of `shape`'s fields (all optional). No query at all (`undefined`, as a call
 * without a query string or without an input sends) means every default: page 1, 10 a page,
 * all statuses.
 */
export function listQuery<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape).prefault({} as z.input<z.ZodObject<Shape>>);
}

/** Query of every admin list: page, page size, status filter and free-text search. */
export const listQuerySchema = listQuery(listQueryShape);

// ---------------------------------------------------------------------------------------------
// Uploaded files
// ---------------------------------------------------------------------------------------------

/** A message, or a function building it from the offending file (e.g. to name the file). */
type FileMessage = string | ((file: File) => string);

interface ImageFileOptions {
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** Message when the file is larger than `maxBytes`. */
  sizeMessage: FileMessage;
  /** Message when no file is given (only meaningful for a required file). */
  requiredMessage?: string;
}

/** Marks the issue of a file over its size limit (the REST API answers those with 413). */
const FILE_TOO_LARGE = 'fileTooLarge';

export function isFileTooLargeIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.[FILE_TOO_LARGE] === true;
}

function fileMessage(message: FileMessage, file: File): string {
  return typeof message === 'string' ? message : message(file);
}

/**
 * One uploaded file (a `File`): presence and size. Its kind is not judged here: a file's name and
 * declared type say nothing reliable about it (a real PNG may come as `hero.txt`, a script as
 * `photo.png`), so the server decides from the bytes when it stores the file.
 */
export function imageFileSchema(options: ImageFileOptions) {
  const missing = options.requiredMessage ?? commonMessages.fileRequired;
  return z
    .file({
      error: (issue) =>
        issue.input == null || issue.input === '' ? missing : commonMessages.notAFile,
    })
    .superRefine((file, ctx) => {
      if (file.size > options.maxBytes) {
        ctx.addIssue({
          code: 'custom',
          message: fileMessage(options.sizeMessage, file),
          input: file,
          params: { [FILE_TOO_LARGE]: true },
          continue: true,
        });
      }
    });
}

interface ImageListOptions extends ImageFileOptions {
  /** Most files accepted at once. */
  maxFiles: number;
  /** Message when no file is given. */
  emptyMessage: string;
  /** Message when more than `maxFiles` are given. */
  tooManyMessage: string;
}

/** A list of 1 to `maxFiles` uploaded images; errors of a file sit at its index. */
export function imageListSchema(options: ImageListOptions) {
  return z
    .array(imageFileSchema(options), { error: options.emptyMessage })
    .min(1, options.emptyMessage)
    .max(options.maxFiles, options.tooManyMessage);
}

// ---------------------------------------------------------------------------------------------
// FormData (multipart bodies)
// ---------------------------------------------------------------------------------------------

interface FormDataOptions {
  /** Fields sent as JSON text; parsed, and 'Must be valid JSON' when they cannot be. */
  json?: readonly string[];
  /** File fields; an empty string in them means "no file" and is dropped. */
  files?: readonly string[];
  /** Fields always collected into an array (also any field sent as `name[]`). */
  arrays?: readonly string[];
}

/** True when `value` is a FormData (where the runtime has FormData at all). */
export function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

/** An `<input type="file">` with nothing chosen: an empty file without a name. */
function isEmptyFileEntry(value: FormDataEntryValue): boolean {
  return typeof value !== 'string' && value.size === 0 && value.name === '';
}

/**
 * Turns a multipart body into the plain object the schemas validate. Repeated fields and fields
 * named `name[]` become arrays under `name`; empty file entries are dropped; JSON fields are
 * parsed (an empty one counts as absent). With `ctx`, an unparsable JSON field adds an issue at
 * its path; without it, the raw text is kept and the schema rejects it.
 */
export function formDataToObject(
  formData: FormData,
  options: FormDataOptions = {},
  ctx?: RefineContext,
): Record<string, unknown> {
  const groups = new Map<string, { values: FormDataEntryValue[]; bracketed: boolean }>();
  formData.forEach((value, rawKey) => {
    if (isEmptyFileEntry(value)) return;
    const bracketed = rawKey.endsWith('[]');
    const key = bracketed ? rawKey.slice(0, -2) : rawKey;
    if (options.files?.includes(key) && value === '') return;
    const group = groups.get(key);
    if (group) {
      group.values.push(value);
      group.bracketed ||= bracketed;
    } else {
      groups.set(key, { values: [value], bracketed });
    }
  });

  const result: Record<string, unknown> = {};
  for (const [key, { values, bracketed }] of groups) {
    if (bracketed || options.arrays?.includes(key)) {
      result[key] = values;
      continue;
    }
    const last = values[values.length - 1];
    if (options.json?.includes(key) && typeof last === 'string') {
      const source = last.trim();
      if (source === '') continue;
      try {
        result[key] = JSON.parse(source) as unknown;
      } catch {
        if (ctx) addIssue(ctx, commonMessages.invalidJson, [key], last);
        result[key] = last;
      }
      continue;
    }
    result[key] = last;
  }
  return result;
}

/**
 * Lets an object schema also accept a multipart body: a FormData is decoded with
 * {@link formDataToObject} and then validated by `schema`, so issue paths are the schema's own
 * (e.g. ['features', 0, 'title']). Anything else goes to `schema` unchanged.
 */
export function withFormData<T extends z.ZodType>(schema: T, options: FormDataOptions = {}) {
  return z.preprocess<unknown, T, FormData | z.input<T>>(
    (input, ctx) => (isFormData(input) ? formDataToObject(input, options, ctx) : input),
    schema,
  );
}
