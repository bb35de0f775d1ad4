'use client';

/**
 * The search appearance fields of a service or a public page: SEO title and description with
 * their counters, the social image, and previews of the search result and of a shared link.
 * Each field's placeholder is what the page shows while it is empty (the generated value).
 */
import { SEO_LIMITS } from '@kasar/validators';
import { TextArea, TextField } from '@kasar/ui';
import {
  useWatch,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

import { SITE_NAME } from '~/components/site/content';

import { ImageField } from '../image-field';
import { useObjectUrl } from '../image-url';
import { fieldProps } from '../use-dashboard-form';

/** What the page shows with the fields left empty. */
export interface GeneratedAppearance {
  title: string;
  description: string;
  image: string | null;
}

/** The characters typed against the recommended length; past it, a warning. */
function LengthHint({ length, recommended }: { length: number; recommended: number }) {
  if (length <= recommended) return <>{`${length}/${recommended} characters recommended`}</>;
  return (
    <span className="font-medium text-amber-800">
      {`${length}/${recommended} characters: search results may cut it short`}
    </span>
  );
}

/** The text cut where search results usually cut it. */
function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function SearchAppearanceFields<TFieldValues extends FieldValues, TOutput>({
  form,
  names,
  image,
  generated,
  path,
  labelPrefix = '',
}: {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  names: { title: FieldPath<TFieldValues>; description: FieldPath<TFieldValues> };
  /** The social image's field and the stored image it shows until removed or replaced. */
  image: {
    control: UseFormReturn<TFieldValues, unknown, TOutput>['control'];
    name: FieldPathByValue<TFieldValues, File | undefined>;
    storedUrl: string | null;
    onStoredRemoved?: (removed: boolean) => void;
  };
  generated: GeneratedAppearance;
  /** The page's address on the site, as the search result shows it. */
  path: string;
  /** Names the page in each label where one form holds several pages ('Home '). */
  labelPrefix?: string;
}) {
  const title = textOf(useWatch({ control: form.control, name: names.title }));
  const description = textOf(useWatch({ control: form.control, name: names.description }));
  const chosen: unknown = useWatch({ control: form.control, name: image.name });
  const chosenUrl = useObjectUrl(chosen instanceof File ? chosen : null);
  const shown = {
    title: title || generated.title,
    description: description || generated.description,
    image: chosenUrl ?? image.storedUrl ?? generated.image,
  };
  const trail = [SITE_NAME, ...path.split('/').filter(Boolean)].join(' › ');
  return (
    <div className="space-y-4">
      <TextField
        label={`${labelPrefix}SEO title`}
        placeholder={generated.title}
        hint={<LengthHint length={title.length} recommended={SEO_LIMITS.title.recommended} />}
        {...fieldProps(form, names.title)}
      />
      <TextArea
        label={`${labelPrefix}SEO description`}
        rows={3}
        placeholder={generated.description}
        hint={
          <LengthHint
            length={description.length}
            recommended={SEO_LIMITS.description.recommended}
          />
        }
        {...fieldProps(form, names.description)}
      />
      <ImageField
        {...image}
        label={`${labelPrefix}Social image`}
        chooseLabel="Choose Social Image"
        changeLabel="Change Social Image"
        hint="Shown when the page is shared. JPEG, PNG, JPG or WebP, up to 10MB; 1200 × 630 shows best. Without one, the page's own image is used."
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <figure className="min-w-0 rounded-md border border-ink-200 p-3">
          <figcaption className="mb-2 text-xs font-semibold text-ink-600 uppercase">
            {`${labelPrefix}Search result preview`}
          </figcaption>
          <p className="truncate text-xs text-ink-600">{trail}</p>
          <p className="text-lg leading-snug break-words text-blue-800">
            {cut(shown.title, SEO_LIMITS.title.recommended)}
          </p>
          <p className="text-sm break-words text-ink-700">
            {cut(shown.description, SEO_LIMITS.description.recommended)}
          </p>
        </figure>
        <figure className="min-w-0 overflow-hidden rounded-md border border-ink-200">
          <figcaption className="px-3 pt-3 pb-2 text-xs font-semibold text-ink-600 uppercase">
            {`${labelPrefix}Share preview`}
          </figcaption>
          {shown.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- a preview, not a site image; decorative (the fields name it)
            <img src={shown.image} alt="" className="aspect-[1200/630] w-full object-cover" />
          ) : null}
          <div className="space-y-1 bg-ink-50 p-3">
            <p className="text-xs text-ink-600 uppercase">{SITE_NAME}</p>
            <p className="font-semibold break-words text-ink-900">{shown.title}</p>
            <p className="line-clamp-2 text-sm text-ink-700">{shown.description}</p>
          </div>
        </figure>
      </div>
    </div>
  );
}
