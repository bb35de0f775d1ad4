-- Drafts of live content (docs/publishing.md): a draft is a content version marked as one, and
-- an item's current draft is named by a row of content_drafts (at most one per item).
ALTER TABLE "content_versions" ADD COLUMN "is_draft" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "content_drafts" (
    "id" TEXT NOT NULL,
    "entity" "version_entity" NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "version_number" INTEGER NOT NULL,
    "saved_by_id" VARCHAR(64),
    "saved_by_email" VARCHAR(320),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_drafts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "content_drafts_entity_entity_id_key" ON "content_drafts"("entity", "entity_id");
