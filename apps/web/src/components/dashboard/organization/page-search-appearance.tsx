'use client';

/**
 * The organization settings' 'Search appearance' section: title, description and social image
 * of the home, our projects, about us and contact us pages, each over its generated values.
 */
import type { RouterOutputs } from '@kasar/api';
import type { OrganizationUpdateData, OrganizationUpdateValues, SeoPage } from '@kasar/validators';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { DEFAULT_SHARE_IMAGE, GENERATED_PAGES, generatedTitle } from '~/components/site/page-seo';

import { FormSection } from '../form-section';
import { SearchAppearanceFields } from '../seo/search-appearance-fields';

type Organization = RouterOutputs['organization']['get'];
type OrganizationForm = UseFormReturn<OrganizationUpdateValues, unknown, OrganizationUpdateData>;

const PAGES: { page: SeoPage; name: string }[] = [
  { page: 'home', name: 'Home' },
  { page: 'our_projects', name: 'Our Projects' },
  { page: 'about_us', name: 'About Us' },
  { page: 'contact_us', name: 'Contact Us' },
];

function PageFields({
  form,
  page,
  name,
  storedImage,
}: {
  form: OrganizationForm;
  page: SeoPage;
  name: string;
  storedImage: string | null;
}) {
  const removed = useWatch({ control: form.control, name: `remove_${page}_seo_image` });
  const generated = GENERATED_PAGES[page];
  return (
    <fieldset className="space-y-4 border-t border-ink-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink-900">{name}</legend>
      <SearchAppearanceFields
        form={form}
        names={{ title: `${page}_seo_title`, description: `${page}_seo_description` }}
        image={{
          control: form.control,
          name: `${page}_seo_image`,
          storedUrl: removed === true ? null : storedImage,
          onStoredRemoved: (value) => form.setValue(`remove_${page}_seo_image`, value),
        }}
        generated={{
          title: generatedTitle(generated.title),
          description: generated.description,
          image: generated.image ?? DEFAULT_SHARE_IMAGE,
        }}
        path={generated.path}
        labelPrefix={`${name} `}
      />
    </fieldset>
  );
}

export function PageSearchAppearance({
  form,
  organization,
}: {
  form: OrganizationForm;
  /** The saved state the form shows: its stored social images. */
  organization: Organization;
}) {
  return (
    <FormSection title="Search appearance">
      <p className="text-sm text-ink-600">
        What search engines and shared links show for each page. Empty fields keep the text and
        image shown as placeholders.
      </p>
      {PAGES.map(({ page, name }) => (
        <PageFields
          key={page}
          form={form}
          page={page}
          name={name}
          storedImage={organization[`${page}_seo_image`]}
        />
      ))}
    </FormSection>
  );
}
