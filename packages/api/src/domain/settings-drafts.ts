/**
 * Drafts of the organization profile and of About Us (docs/publishing.md), as of services: a
 * draft is checked and written exactly as a save would be (images stored), inside a savepoint
 * that is rolled back (`computeDraft`), and kept as a draft version; the public site keeps the
 * published content until the draft is published through the save path (or a save from a form
 * that loaded the draft publishes it).
 */
import type { AboutUsUpdateData, OrganizationUpdateData } from '@kasar/validators';

import { entityEvent } from '../audit';
import { aboutUsSnapshot, blankAboutUsSnapshot } from '../entities/about-us';
import { blankOrganizationSnapshot, organizationSnapshot } from '../entities/organization';
import { aboutUsOutput, toAboutUsOutput } from '../schemas/about-us';
import { toOrganizationOutput, organizationOutput } from '../schemas/organization';
import type { AuditedServices } from '../services';
import { deleteUnreferencedFiles } from '../stored-files';
import { withUploads } from '../uploads';
import {
  computeDraft,
  discardDraft,
  draftVersionOf,
  findDraft,
  getDraft,
  recordDraft,
  refuseStaleDraft,
} from './drafts';
import {
  ABOUT_US,
  ABOUT_US_ITEM,
  aboutUsFields,
  aboutUsInclude,
  ORGANIZATION,
  ORGANIZATION_ITEM,
  organizationFields,
  putAboutUsVersionBack,
  putOrganizationVersionBack,
  SINGLETON_ID,
  singletonUpsert,
  writeAboutUs,
} from './settings';
import { lockItem } from './versions';

/**
 * Saves the profile's sent fields as its draft: checked and written as a save would be, then
 * rolled back. Refused (409) when the form loaded another state than the working copy.
 */
export async function saveOrganizationDraft(deps: AuditedServices, input: OrganizationUpdateData) {
  const saved = await withUploads(deps, async (uploads) => {
    const fields = await organizationFields(uploads, input, undefined);
    return deps.db.$transaction(async (tx) => {
      await lockItem(tx, ORGANIZATION_ITEM);
      const existing = await tx.organization.findUnique({ where: { id: SINGLETON_ID } });
      const live = toOrganizationOutput(existing);
      const draft = await findDraft(tx, ORGANIZATION_ITEM);
      await refuseStaleDraft(tx, ORGANIZATION_ITEM, input.expected_updated_at, live, draft);
      const state = await computeDraft(tx, async () => {
        const row = await tx.organization.upsert(singletonUpsert(fields));
        return { output: toOrganizationOutput(row), snapshot: organizationSnapshot(row) };
      });
      const recorded = await recordDraft(tx, deps, ORGANIZATION_ITEM, state, {
        output: live,
        snapshot: existing ? organizationSnapshot(existing) : blankOrganizationSnapshot(deps.now()),
      });
      const output = { ...state.output, updated_at: recorded.updatedAt.toISOString() };
      await deps.audit(tx, entityEvent('organization.draft_save', ORGANIZATION, live, output));
      return { output, dropped: recorded.dropped };
    });
  });
  await deleteUnreferencedFiles(deps, saved.dropped);
  return saved.output;
}

/** The profile's draft (its fields as the draft has them, who saved it, when), or null. */
export async function organizationDraft(deps: Pick<AuditedServices, 'db'>) {
  const draft = await getDraft(deps, ORGANIZATION_ITEM);
  return draft && { ...draft, data: organizationOutput.parse(draft.data) };
}

/** Discards the profile's draft; the published profile stays as it is. */
export function discardOrganizationDraft(
  deps: AuditedServices,
  input: { expected_updated_at?: string },
) {
  return discardDraft(
    deps,
    ORGANIZATION_ITEM,
    { type: 'organization.draft_discard', target: ORGANIZATION },
    input.expected_updated_at,
  );
}

/** Publishes the profile's draft through the save path, as a restore of its version would. */
export async function publishOrganizationDraft(deps: AuditedServices) {
  const number = await draftVersionOf(deps.db, ORGANIZATION_ITEM);
  return putOrganizationVersionBack(deps, number, true);
}

/**
 * Saves About Us's sent fields as its draft: checked and written as a save would be, then rolled
 * back. Refused (409) when the form loaded another state than the working copy.
 */
export async function saveAboutUsDraft(deps: AuditedServices, input: AboutUsUpdateData) {
  const saved = await withUploads(deps, async (uploads) => {
    const fields = await aboutUsFields(uploads, input, undefined);
    return deps.db.$transaction(async (tx) => {
      await lockItem(tx, ABOUT_US_ITEM);
      const existing = await tx.aboutUs.findUnique({
        where: { id: SINGLETON_ID },
        include: aboutUsInclude,
      });
      const live = toAboutUsOutput(existing);
      const draft = await findDraft(tx, ABOUT_US_ITEM);
      await refuseStaleDraft(tx, ABOUT_US_ITEM, input.expected_updated_at, live, draft);
      const state = await computeDraft(tx, async () => {
        const row = await writeAboutUs(tx, fields, input, existing !== null);
        return { output: toAboutUsOutput(row), snapshot: aboutUsSnapshot(row) };
      });
      const recorded = await recordDraft(tx, deps, ABOUT_US_ITEM, state, {
        output: live,
        snapshot: existing ? aboutUsSnapshot(existing) : blankAboutUsSnapshot(deps.now()),
      });
      const output = { ...state.output, updated_at: recorded.updatedAt.toISOString() };
      await deps.audit(tx, entityEvent('about_us.draft_save', ABOUT_US, live, output));
      return { output, dropped: recorded.dropped };
    });
  });
  await deleteUnreferencedFiles(deps, saved.dropped);
  return saved.output;
}

/** About Us's draft (its fields as the draft has them, who saved it, when), or null. */
export async function aboutUsDraft(deps: Pick<AuditedServices, 'db'>) {
  const draft = await getDraft(deps, ABOUT_US_ITEM);
  return draft && { ...draft, data: aboutUsOutput.parse(draft.data) };
}

/** Discards About Us's draft; the published content stays as it is. */
export function discardAboutUsDraft(
  deps: AuditedServices,
  input: { expected_updated_at?: string },
) {
  return discardDraft(
    deps,
    ABOUT_US_ITEM,
    { type: 'about_us.draft_discard', target: ABOUT_US },
    input.expected_updated_at,
  );
}

/** Publishes About Us's draft through the save path, as a restore of its version would. */
export async function publishAboutUsDraft(deps: AuditedServices) {
  const number = await draftVersionOf(deps.db, ABOUT_US_ITEM);
  return putAboutUsVersionBack(deps, number, true);
}
