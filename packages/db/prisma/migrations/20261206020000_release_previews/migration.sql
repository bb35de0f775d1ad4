-- Preview links of a release (docs/publishing.md): a link shows either one item with its draft, or
-- every change of a release made, entity and entity_id are then null and release_id is set.
-- AlterTable
ALTER TABLE "preview_links" ADD COLUMN     "release_id" TEXT,
ALTER COLUMN "entity" DROP NOT NULL,
ALTER COLUMN "entity_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "preview_links_release_id_idx" ON "preview_links"("release_id");

-- AddForeignKey
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_release_id_fkey" FOREIGN KEY ("release_id") REFERENCES "releases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A link is of one item or of one release, never both or neither.
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_item_or_release"
  CHECK (("release_id" IS NULL) = ("entity" IS NOT NULL AND "entity_id" IS NOT NULL));
