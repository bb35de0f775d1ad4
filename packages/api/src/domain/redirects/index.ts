/**
 * Redirects of old addresses (issue 25, decision 035): the ones a change of a service's slug makes
 * (paths.ts), the ones staff add, edit and delete (staff.ts) and import from a CSV (import.ts), and
 * the map the site's proxy answers visitors from (map.ts). The normalisation and the checks of one
 * entry are in @kasar/validators (redirect.ts); these modules compare an entry with the others.
 */
export * from './paths';
export * from './map';
export { createRedirect, deleteRedirect, listRedirects, updateRedirect } from './staff';
export * from './import';
