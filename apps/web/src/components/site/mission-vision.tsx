/** The About Us mission and vision block. */
import { MISSION, VISION } from './content';
import { Icon } from './icons/icon';

export function MissionVision() {
  return (
    <section aria-label="Mission and vision" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        {[
          { ...MISSION, icon: 'target' as const },
          { ...VISION, icon: 'eye' as const },
        ].map(({ title, description, icon }) => (
          <div key={title} className="rounded-3xl bg-ink-50 p-8 ring-1 ring-ink-200 sm:p-10">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
              <Icon name={icon} className="size-7" />
            </span>
            <h2 className="mt-6 font-display text-2xl font-extrabold text-ink-900">{title}</h2>
            <p className="mt-3 leading-relaxed text-ink-700">{description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
