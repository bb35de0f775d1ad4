/** Home process: the five steps from consultation to handover, each with three bullets. */

import { ButtonLink } from './button-link';
import { PROCESS_STEPS } from './content';
import { HeadedSection } from './section-heading';
import { Icon } from './icons/icon';

export function ProcessSteps() {
  return (
    <HeadedSection
      id="our-process"
      className="bg-ink-900 py-20"
      eyebrow="How We Work"
      title="Our Process"
      intro="Five clear steps take your project from the first conversation to the keys in your hand."
      inverted
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-5">
        {PROCESS_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-ink-800 p-6 ring-1 ring-white/10">
            <span
              className="font-display text-3xl font-extrabold text-brand-400"
              aria-hidden="true"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 font-display text-lg font-bold text-white">{step.title}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-200">{step.subtitle}</p>
            <p className="mt-3 text-sm leading-relaxed text-ink-300">{step.description}</p>
            <ul className="mt-4 space-y-2">
              {step.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm text-ink-200">
                  <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-12 text-center">
        <ButtonLink href="/contact-us">Schedule Free Consultation</ButtonLink>
      </div>
    </HeadedSection>
  );
}
