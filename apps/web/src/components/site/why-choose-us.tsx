/** Home why-choose-us: four of the eight reasons as cards, and 'Start Your Project Today'. */
import { ButtonLink } from './button-link';
import { WHY_CHOOSE_US } from './content';
import { Icon, type SiteIconName } from './icons/icon';
import { HeadedSection } from './section-heading';

const SHOWN = 4;
const ICONS: SiteIconName[] = ['award', 'shield-check', 'hard-hat', 'clock'];

export function WhyChooseUs() {
  return (
    <HeadedSection
      id="why-choose-us"
      className="py-20"
      eyebrow="Why Choose Us"
      title="Built on Experience and Trust"
      intro="Clients return to us because we deliver what we promise, safely and on schedule."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {WHY_CHOOSE_US.slice(0, SHOWN).map((reason, index) => {
          const icon = ICONS[index] ?? 'award';
          return (
            <li
              key={reason.title}
              className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-lg font-bold text-ink-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{reason.description}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink href="/contact-us">Start Your Project Today</ButtonLink>
      </div>
    </HeadedSection>
  );
}
