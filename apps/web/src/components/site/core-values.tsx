/** The six core values of the firm. */
import { CORE_VALUES } from './content';
import { Icon, type SiteIconName } from './icons/icon';
import { HeadedSection } from './section-heading';

const ICONS: SiteIconName[] = ['scale', 'gem', 'shield-check', 'lightbulb', 'handshake', 'leaf'];

export function CoreValues() {
  return (
    <HeadedSection
      id="core-values"
      className="bg-ink-900 py-20"
      eyebrow="What Guides Us"
      title="Our Core Values"
      inverted
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CORE_VALUES.map((value, index) => {
          const icon = ICONS[index] ?? 'gem';
          return (
            <li key={value.title} className="rounded-2xl bg-ink-800 p-6 ring-1 ring-white/10">
              <Icon name={icon} className="size-8 text-brand-400" />
              <h3 className="mt-4 font-display text-lg font-bold text-white">{value.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
