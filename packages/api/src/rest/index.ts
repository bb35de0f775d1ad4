/** The REST adapter (/api/v1) over the tRPC procedures, and its OpenAPI document. */
export { createRestHandler, type RestHandlerOptions } from './handler';
export { buildOpenApiDocument, procedurePaths } from './openapi';
export { REST_ROUTES, matchRoute, type RestRoute } from './routes';
