/**
 * The trash: what staff deleted (services, projects, banners, gallery images), one file per job:
 * putting an item in (put-in.ts, called by the delete functions), reading its snapshot back
 * (read.ts), the list, restoring it, and deleting it for ever or purging it.
 */
export * from './put-in';
export * from './read';
export * from './list';
export * from './restore';
export * from './delete-forever';
