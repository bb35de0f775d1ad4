/** What the service offers: its key features and the list of included services. */
import { ServiceSection } from './service-section';
import { Icon } from './icons/icon';

export function ServiceFeatures({
  features,
  services,
}: {
  features: { title: string; description: string | null }[];
  services: string[];
}) {
  const aside = (
    <div>
      <h2 className="font-display text-3xl font-extrabold text-ink-900">What We Offer</h2>
      <ul className="mt-8 space-y-3">
        {services.map((item) => (
          <li
            key={item}
            className="flex items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-ink-200"
          >
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
            <span className="text-ink-800">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <ServiceSection id="service-features" aside={aside}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200"
          >
            <h3 className="flex items-start gap-2 font-display font-bold text-ink-900">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {feature.title}
            </h3>
            {feature.description ? (
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{feature.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
