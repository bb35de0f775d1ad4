/** /contact-us: the organization's contact details and map beside the message form. */
import { ContactDetails } from '~/components/site/contact-details';
import { ContactForm } from '~/components/site/contact-form';
import { PAGE_SUBTITLE } from '~/components/site/content';
import { PageBanner } from '~/components/site/page-banner';
import { getOrganization, getServices } from '~/server/public-data';

import { sitePageMetadata } from '../page-metadata';

export function generateMetadata() {
  return sitePageMetadata('contact_us');
}

export default async function ContactUsPage() {
  const [organization, services] = await Promise.all([getOrganization(), getServices()]);
  return (
    <>
      <PageBanner title="Contact Us" subtitle={PAGE_SUBTITLE} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <section aria-labelledby="get-in-touch">
          <h2 id="get-in-touch" className="font-display text-3xl font-extrabold text-ink-900">
            Get in Touch
          </h2>
          <p className="mt-3 mb-8 text-ink-600">
            Call, write or visit our office. We answer every inquiry within one working day.
          </p>
          <ContactDetails organization={organization} />
        </section>
        <section
          aria-labelledby="send-message"
          className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink-200 sm:p-10"
        >
          <h2 id="send-message" className="font-display text-3xl font-extrabold text-ink-900">
            Send Us a Message
          </h2>
          <p className="mt-3 mb-8 text-ink-600">All fields are required.</p>
          <ContactForm serviceNames={services.map((service) => service.name)} />
        </section>
      </div>
    </>
  );
}
