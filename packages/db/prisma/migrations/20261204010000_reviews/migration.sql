-- Review of drafts (docs/publishing.md): a draft submitted for review is in the Review queue until
-- it is published or discarded, and a request for changes by a reviewer takes it out of the queue
-- and leaves a comment that its author sees on the item, until they submit it again.
ALTER TABLE "content_drafts" ADD COLUMN "submitted_at" TIMESTAMPTZ(3);
ALTER TABLE "content_drafts" ADD COLUMN "submitted_by_id" VARCHAR(64);
ALTER TABLE "content_drafts" ADD COLUMN "submitted_by_email" VARCHAR(320);
ALTER TABLE "content_drafts" ADD COLUMN "changes_requested_at" TIMESTAMPTZ(3);
ALTER TABLE "content_drafts" ADD COLUMN "changes_requested_by_id" VARCHAR(64);
ALTER TABLE "content_drafts" ADD COLUMN "changes_requested_by_email" VARCHAR(320);
ALTER TABLE "content_drafts" ADD COLUMN "review_comment" TEXT;

CREATE INDEX "content_drafts_submitted_at_idx" ON "content_drafts"("submitted_at");
