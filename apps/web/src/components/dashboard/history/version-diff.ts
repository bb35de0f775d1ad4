/**
 * What the History panel compares: a saved version of a record with the record as it is now,
 * field by field, in the wire's field names. Pure, so it is unit-tested without a browser.
 */

/** How a field's values are shown: an image (thumbnails), a list (one line each) or text. */
export type FieldKind = 'image' | 'list' | 'text';

export interface FieldComparison {
  field: string;
  /** The field's name for people: 'hero_image_alt' → 'Hero image alt'. */
  label: string;
  kind: FieldKind;
  /** The version's value and the current one, as lines of text (an image: its URL, or none). */
  version: string[];
  current: string[];
  changed: boolean;
}

/** Fields that are not content: who and when, shown apart, never compared. */
const NOT_COMPARED = new Set(['id', 'created_at', 'updated_at']);

/** The image fields of the versioned records (their values are URLs). */
const IMAGE_FIELDS = new Set([
  'hero_image',
  'image_url',
  'logo_url',
  'founder_img',
  'seo_image',
  'home_seo_image',
  'our_projects_seo_image',
  'about_us_seo_image',
  'contact_us_seo_image',
]);

/** A wire field name for people: underscores as spaces, the first letter capital, 'SEO'. */
export function fieldLabel(field: string): string {
  const words = field.replaceAll('_', ' ').replace(/\bseo\b/g, 'SEO');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value as lines: a list's items, an object's values joined, empty for null. */
function linesOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((item) => linesOfItem(item));
  return linesOfItem(value);
}

/** A plain value as text; objects and lists inside an item are shown as JSON. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function linesOfItem(item: unknown): string[] {
  if (item === null || item === undefined || item === '') return [];
  if (typeof item === 'object') {
    const parts = Object.values(item)
      .filter((part) => part !== null && part !== undefined && part !== '')
      .map(textOf);
    return parts.length > 0 ? [parts.join(' — ')] : [];
  }
  return [textOf(item)];
}

/**
 * Every content field of the version, compared with the current record (fields the version does
 * not keep, such as the enabled flag or the place in a list, are not compared); the changed ones
 * first, then the others, each in the version's order.
 */
export function compareVersion(
  version: Record<string, unknown>,
  current: object,
): FieldComparison[] {
  const currentValues = new Map(Object.entries(current));
  const rows = Object.keys(version)
    .filter((field) => !NOT_COMPARED.has(field))
    .map((field): FieldComparison => {
      const [before, now] = [linesOf(version[field]), linesOf(currentValues.get(field))];
      const kind: FieldKind = IMAGE_FIELDS.has(field)
        ? 'image'
        : Array.isArray(version[field])
          ? 'list'
          : 'text';
      return {
        field,
        label: fieldLabel(field),
        kind,
        version: before,
        current: now,
        changed: JSON.stringify(before) !== JSON.stringify(now),
      };
    });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

/** The changed fields of a list entry, for people: 'Headline, Features' or 'No content change'. */
export function changedFieldsText(fields: string[]): string {
  return fields.length === 0 ? 'No content change' : fields.map(fieldLabel).join(', ');
}
