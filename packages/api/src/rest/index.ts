/** The REST adapter (/api/v1) over the tRPC procedures, and its OpenAPI document. */
export {
  createRestHandler,
  fileResponse,
  type FileOutput,
  type RestHandlerOptions,
} from './handler';
export { buildOpenApiDocument } from './openapi';
export { listProcedures, type ProcedureInfo } from './procedures';
export { REST_ROUTES, matchRoute, restRoutes, type RestRoute } from './routes';
