import Link from 'next/link';

import { publicApi } from '~/trpc/server';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const api = await publicApi();
  const services = await api.public.services();
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-4xl font-bold text-ink-900">Kasar Foundation</h1>
      <p className="mt-4 text-lg text-ink-600">Building Excellence Together</p>
      <h2 className="mt-12 text-2xl font-semibold">Our Services</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {services.map((service) => (
          <li key={service.id} className="rounded-lg border border-ink-200 p-5">
            <Link href={`/services/${service.slug}`} className="font-semibold text-brand-700">
              {service.name}
            </Link>
            <p className="mt-2 text-sm text-ink-600">{service.headline}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
