/** Shown with a 404 status for an unknown or disabled service. */
import { ServiceNotFound } from '~/components/site/service-not-found';

export default function ServiceNotFoundPage() {
  return <ServiceNotFound />;
}
