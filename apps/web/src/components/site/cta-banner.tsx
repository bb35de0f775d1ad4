/** A closing call to action leading to the contact page. */
import { ButtonLink } from './button-link';

export function CtaBanner({ title, text }: { title: string; text: string }) {
  return (
    <section
      aria-labelledby="cta-banner"
      className="bg-gradient-to-br from-brand-700 to-brand-900 py-16"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="cta-banner" className="font-display text-3xl font-extrabold text-white">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{text}</p>
        <ButtonLink href="/contact-us" variant="light" className="mt-8">
          Get Free Quote
        </ButtonLink>
      </div>
    </section>
  );
}
