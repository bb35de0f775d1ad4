-- CreateEnum
CREATE TYPE "trash_kind" AS ENUM ('SERVICE', 'PROJECT', 'BANNER', 'PROJECT_IMAGE');

-- CreateTable
CREATE TABLE "trash_items" (
    "id" TEXT NOT NULL,
    "kind" "trash_kind" NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "label" VARCHAR(255) NOT NULL,
    "thumbnail_url" TEXT,
    "snapshot" JSONB NOT NULL,
    "storage_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "service_id" VARCHAR(64),
    "project_id" VARCHAR(64),
    "deleted_by_id" VARCHAR(64),
    "deleted_by_email" VARCHAR(320),
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trash_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trash_items_deleted_at_id_idx" ON "trash_items"("deleted_at" DESC, "id");

-- CreateIndex
CREATE INDEX "trash_items_kind_deleted_at_id_idx" ON "trash_items"("kind", "deleted_at" DESC, "id");

-- CreateIndex
CREATE INDEX "trash_items_storage_keys_idx" ON "trash_items" USING GIN ("storage_keys");

-- CreateIndex
CREATE UNIQUE INDEX "trash_items_kind_entity_id_key" ON "trash_items"("kind", "entity_id");
