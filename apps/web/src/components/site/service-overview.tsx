/** The service description with its three statistics ('+', '%', '%'). */
import { ServiceSection } from './service-section';
import type { ServiceStatistic } from './service-view';

export function ServiceOverview({
  description,
  statistics,
}: {
  description: string;
  statistics: ServiceStatistic[];
}) {
  const aside = (
    <dl className="grid grid-cols-3 gap-4 self-start">
      {statistics.map((stat) => (
        <div
          key={stat.key}
          data-testid={`statistic-${stat.key}`}
          className="flex flex-col-reverse rounded-2xl bg-ink-50 p-4 text-center ring-1 ring-ink-200"
        >
          <dt className="mt-1 text-xs font-semibold text-ink-600 sm:text-sm">{stat.label}</dt>
          <dd className="font-display text-2xl font-extrabold text-brand-700 sm:text-3xl">
            {stat.value}
            {stat.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <ServiceSection id="service-overview" aside={aside}>
      <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink-700">{description}</p>
    </ServiceSection>
  );
}
