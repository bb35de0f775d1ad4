/** Releases: several changes made together, at once or at a scheduled time (docs/publishing.md). */
export {
  addReleaseItem,
  createRelease,
  deleteRelease,
  getRelease,
  listReleases,
  removeReleaseItem,
  renameRelease,
  type ReleaseItemView,
  type ReleaseStatusName,
  type ReleaseView,
} from './manage';
export { publishRelease, revertRelease, type ReleaseClaim } from './publish';
export {
  cancelReleaseSchedule,
  makeDueReleases,
  scheduleRelease,
  untilNextRelease,
  type DueReleasesResult,
} from './schedule';
export { assertMayPublishItem, assertMayPublishRelease } from './access';
