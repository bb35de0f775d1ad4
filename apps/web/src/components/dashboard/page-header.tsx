/**
 * The title row of a dashboard screen, with its main actions on the right; `FormPage` is a
 * screen holding one form under such a title, with a link back to its list.
 */
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { BANNERS_PATH, GALLERY_PATH, PROJECTS_PATH, SERVICES_PATH } from './routes';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

const FORM_PAGE_WIDTHS = { md: 'max-w-2xl', lg: 'max-w-3xl', xl: 'max-w-4xl' } as const;

/** The lists a form page leads back to. */
const FORM_PAGE_LISTS = {
  banners: [BANNERS_PATH, 'Back to Banners'],
  projects: [PROJECTS_PATH, 'Back to Projects'],
  services: [SERVICES_PATH, 'Back to Services'],
  gallery: [GALLERY_PATH, 'Back to Gallery'],
} as const;

export function FormPage({
  back,
  title,
  description,
  width,
  form,
}: {
  back: keyof typeof FORM_PAGE_LISTS;
  title: string;
  description?: ReactNode;
  width: keyof typeof FORM_PAGE_WIDTHS;
  form: ReactNode;
}) {
  const [href, label] = FORM_PAGE_LISTS[back];
  return (
    <div className={`mx-auto ${FORM_PAGE_WIDTHS[width]}`}>
      <Link
        href={href}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline max-md:min-h-11"
      >
        <ArrowLeft size={16} aria-hidden />
        {label}
      </Link>
      <PageHeader title={title} description={description} />
      {form}
    </div>
  );
}
