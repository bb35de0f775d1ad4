/**
 * The most calls one tRPC batch may hold: the client's batch link never sends more, and
 * /api/trpc refuses a longer one (a batch costs the server one request per call).
 */
export const TRPC_MAX_BATCH_CALLS = 10;
