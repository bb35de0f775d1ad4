/** The domain functions: every rule of the product, as `(services, input) -> output`. */
export * from './auth';
export * from './banner';
export * from './contact';
export * from './gallery';
export * from './project';
export * from './public-site';
export { readWithDrafts } from './drafts';
export * from './service';
export * from './settings';
export { slugify } from './slug';
export * from './team';
export * from './activity';
export { FRESH_PROOF_TTL_MS, hasFreshProof } from './confirm-identity';
export * from './passkeys';
export { loadRedirectMap, resolveRedirect, type RedirectMap } from './redirects';
export * from './sessions';
export * from './two-factor';
export { setRoleFromCommandLine } from './roles';
