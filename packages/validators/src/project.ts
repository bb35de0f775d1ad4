/** Admin project form and procedures (JSON create/update) with the project form's rules. */
import { z } from 'zod';

import {
  addIssue,
  booleanish,
  id,
  idSchema,
  listQuery,
  listQueryShape,
  maxLength,
  minLength,
  nullableText,
  oneOf,
  optionalIdSchema,
  text,
  type RefineContext,
  textBetween,
} from './common';
import {
  END_YEAR_RANGE,
  MAX_BUILTUP_AREA_SQFT,
  MONTHS,
  START_YEAR_RANGE,
  TEXT_LIMITS,
  TEXT_MINIMUMS,
} from './limits';
import { expectedUpdatedAt } from './versions';

export const projectMessages = {
  serviceRequired: 'Service selection is required',
  /** Server rule: the chosen service must exist. */
  serviceMissing: 'The selected service does not exist',
  titleRequired: 'Project title is required',
  titleTooShort: 'Project title must be at least 3 characters long',
  titleTooLong: 'Project title must be less than 255 characters',
  builtupAreaInvalid: 'Built-up area must be a positive number',
  builtupAreaTooLarge: 'Built-up area is too large',
  locationRequired: 'Location is required',
  locationTooShort: 'Location must be at least 3 characters long',
  locationTooLong: 'Location must be less than 255 characters',
  clientNameRequired: 'Client name is required',
  clientNameTooShort: 'Client name must be at least 3 characters long',
  clientNameTooLong: 'Client name must be less than 255 characters',
  startMonthRequired: 'Start month is required',
  startMonthTooLong: 'Start month must be less than 20 characters',
  startMonthInvalid: 'Start month must be a month name such as January',
  startYearRequired: 'Start year is required',
  startYearRange: 'Start year must be between 1900 and 2100',
  endMonthTooLong: 'End month must be less than 20 characters',
  endMonthInvalid: 'End month must be a month name such as January',
  endYearRange: 'End year must be between 1975 and 2030',
  scopeRequired: 'Scope of work is required',
  scopeTooShort: 'Scope of work must be at least 20 characters long',
  endYearBeforeStartYear: 'End year cannot be before start year',
  endMonthBeforeStartMonth: 'End month cannot be before start month in the same year',
  endMonthRequiredWithEndYear: 'End month is required when end year is specified',
  endYearRequiredWithEndMonth: 'End year is required when end month is specified',
} as const;

/** The 'is required' messages the form's live (on input) checks show for an emptied field. */
export const projectFieldLiveMessages = {
  title: projectMessages.titleRequired,
  location: projectMessages.locationRequired,
  client_name: projectMessages.clientNameRequired,
  scope_of_work: projectMessages.scopeRequired,
} as const;

/**
 * A number, or text that `pattern` accepts read as one (other text gives NaN, which the number
 * rule after it refuses); null, '' or absent give null.
 */
function numberOrNumericText(pattern: RegExp, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => {
      if (value == null) return null;
      if (typeof value === 'number') return value;
      const trimmed = value.trim();
      if (trimmed === '') return null;
      return pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
    });
}

/** A whole year as a number or a numeric string; null, '' or absent give null. */
function yearField(rangeMessage: string) {
  return numberOrNumericText(/^\d+$/, rangeMessage);
}

function yearNumber(range: readonly [number, number], message: string, requiredMessage?: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === null && requiredMessage !== undefined ? requiredMessage : message,
    })
    .int(message)
    .min(range[0], message)
    .max(range[1], message);
}

const startYear = yearField(projectMessages.startYearRange).pipe(
  yearNumber(START_YEAR_RANGE, projectMessages.startYearRange, projectMessages.startYearRequired),
);

const endYear = yearField(projectMessages.endYearRange).pipe(
  yearNumber(END_YEAR_RANGE, projectMessages.endYearRange).nullable(),
);

/** A non-negative area as a number or a numeric string; null, '' or absent give null. */
const builtupArea = numberOrNumericText(
  /^[+-]?(\d+(\.\d*)?|\.\d+)$/,
  projectMessages.builtupAreaInvalid,
).pipe(
  z
    .number({ error: projectMessages.builtupAreaInvalid })
    .min(0, projectMessages.builtupAreaInvalid)
    .max(MAX_BUILTUP_AREA_SQFT, projectMessages.builtupAreaTooLarge)
    .nullable(),
);

const startMonth = text({
  required: projectMessages.startMonthRequired,
  rules: [
    maxLength(TEXT_LIMITS.monthName, projectMessages.startMonthTooLong),
    oneOf(MONTHS, projectMessages.startMonthInvalid),
  ],
}).pipe(z.enum(MONTHS));

const endMonth = nullableText([
  maxLength(TEXT_LIMITS.monthName, projectMessages.endMonthTooLong),
  oneOf(MONTHS, projectMessages.endMonthInvalid),
])
  .transform((value) => value ?? null)
  .pipe(z.enum(MONTHS).nullable());

const projectShape = {
  service_id: id(projectMessages.serviceRequired),
  title: textBetween(
    projectMessages.titleRequired,
    [TEXT_MINIMUMS.projectTitle, projectMessages.titleTooShort],
    [TEXT_LIMITS.title, projectMessages.titleTooLong],
  ),
  builtup_area_sqft: builtupArea,
  location: textBetween(
    projectMessages.locationRequired,
    [TEXT_MINIMUMS.location, projectMessages.locationTooShort],
    [TEXT_LIMITS.location, projectMessages.locationTooLong],
  ),
  client_name: textBetween(
    projectMessages.clientNameRequired,
    [TEXT_MINIMUMS.clientName, projectMessages.clientNameTooShort],
    [TEXT_LIMITS.clientName, projectMessages.clientNameTooLong],
  ),
  start_month: startMonth,
  start_year: startYear,
  end_month: endMonth,
  end_year: endYear,
  scope_of_work: text({
    required: projectMessages.scopeRequired,
    rules: [minLength(TEXT_MINIMUMS.scopeOfWork, projectMessages.scopeTooShort)],
  }),
};

function isGiven(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

function validYear(value: unknown, range: readonly [number, number]): number | undefined {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= range[0] &&
    value <= range[1]
    ? value
    : undefined;
}

function monthIndex(value: unknown): number {
  return typeof value === 'string' ? (MONTHS as readonly string[]).indexOf(value) : -1;
}

/**
 * The timeline rules across fields. They run even when other fields failed, and look only at
 * values that passed their own field rules.
 */
function checkTimeline(values: Record<string, unknown>, ctx: RefineContext): void {
  const endYearGiven = isGiven(values.end_year);
  const endMonthGiven = isGiven(values.end_month);
  if (endYearGiven && !endMonthGiven) {
    addIssue(ctx, projectMessages.endMonthRequiredWithEndYear, ['end_month']);
  }
  if (endMonthGiven && !endYearGiven) {
    addIssue(ctx, projectMessages.endYearRequiredWithEndMonth, ['end_year']);
  }
  const start = validYear(values.start_year, START_YEAR_RANGE);
  const end = validYear(values.end_year, END_YEAR_RANGE);
  if (start === undefined || end === undefined) return;
  if (end < start) {
    addIssue(ctx, projectMessages.endYearBeforeStartYear, ['end_year']);
    return;
  }
  const startMonthIndex = monthIndex(values.start_month);
  const endMonthIndex = monthIndex(values.end_month);
  if (end === start && startMonthIndex >= 0 && endMonthIndex >= 0) {
    if (endMonthIndex < startMonthIndex) {
      addIssue(ctx, projectMessages.endMonthBeforeStartMonth, ['end_month']);
    }
  }
}

const always = { when: () => true };

/** Create a project (JSON body). */
export const projectCreateInput = z
  .object({ ...projectShape, is_enabled: booleanish.default(true) })
  .superRefine((values, ctx) => checkTimeline(values, ctx), always);

/** Update a project (JSON body, the full payload plus `id`); an absent is_enabled is unchanged. */
export const projectUpdateInput = z
  .object({
    id: idSchema,
    ...projectShape,
    is_enabled: booleanish.optional(),
    expected_updated_at: expectedUpdatedAt,
  })
  .superRefine((values, ctx) => checkTimeline(values, ctx), always);

/** The admin project list: the usual list query plus an optional service filter. */
export const projectListInput = listQuery({ ...listQueryShape, service_id: optionalIdSchema });

export type ProjectCreateData = z.output<typeof projectCreateInput>;
export type ProjectUpdateData = z.output<typeof projectUpdateInput>;
export type ProjectListQuery = z.output<typeof projectListInput>;
export type ProjectCreateValues = z.input<typeof projectCreateInput>;
