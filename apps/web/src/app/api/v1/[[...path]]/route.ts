/** /api/v1: the REST API, a route table over the tRPC procedures (packages/api/src/rest). */
import { createRestHandler } from '@kasar/api/rest';

import { env } from '~/env';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

export const dynamic = 'force-dynamic';

const handle = createRestHandler({
  services,
  basePath: '/api/v1',
  corsOrigins: env.CORS_ORIGINS,
  clientAddress: (request) => clientAddressOf(request.headers),
});

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
