-- CreateEnum
CREATE TYPE "version_entity" AS ENUM ('SERVICE', 'PROJECT', 'BANNER', 'ORGANIZATION', 'ABOUT_US');

-- CreateTable
CREATE TABLE "content_versions" (
    "id" TEXT NOT NULL,
    "entity" "version_entity" NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "number" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "storage_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "saved_by_id" VARCHAR(64),
    "saved_by_email" VARCHAR(320),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "content_versions_storage_keys_idx" ON "content_versions" USING GIN ("storage_keys");

-- CreateIndex
CREATE UNIQUE INDEX "content_versions_entity_entity_id_number_key" ON "content_versions"("entity", "entity_id", "number");
