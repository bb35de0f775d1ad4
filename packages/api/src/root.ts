/** The application's router: every domain router, composed. */
import { activityRouter } from './router/activity';
import { aboutUsRouter, organizationRouter } from './router/settings';
import { authRouter } from './router/auth';
import { backupRouter } from './router/backup';
import { bannersRouter } from './router/banners';
import { contactsRouter } from './router/contacts';
import { galleryRouter } from './router/gallery';
import { projectsRouter } from './router/projects';
import { publicRouter } from './router/public';
import { releasesRouter } from './router/releases';
import { reviewsRouter } from './router/reviews';
import { redirectsRouter } from './router/redirects';
import { rolesRouter } from './router/roles';
import { securityRouter } from './router/security';
import { servicesRouter } from './router/services';
import { teamRouter } from './router/team';
import { trashRouter } from './router/trash';
import { createTRPCRouter } from './trpc';

/** The domain routers by name: each procedure's path is `<name>.<procedure>`. */
export const routers = {
  public: publicRouter,
  auth: authRouter,
  services: servicesRouter,
  projects: projectsRouter,
  banners: bannersRouter,
  gallery: galleryRouter,
  contacts: contactsRouter,
  organization: organizationRouter,
  aboutUs: aboutUsRouter,
  team: teamRouter,
  activity: activityRouter,
  backup: backupRouter,
  trash: trashRouter,
  security: securityRouter,
  redirects: redirectsRouter,
  roles: rolesRouter,
  reviews: reviewsRouter,
  releases: releasesRouter,
};

export const appRouter = createTRPCRouter(routers);

export type AppRouter = typeof appRouter;
