-- AlterTable
ALTER TABLE "content_versions" ADD COLUMN     "snapshot" JSONB,
ADD COLUMN     "snapshot_version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "trash_items" ADD COLUMN     "snapshot_version" INTEGER NOT NULL DEFAULT 0;
