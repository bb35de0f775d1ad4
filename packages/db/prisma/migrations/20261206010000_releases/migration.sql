-- Releases (docs/publishing.md): several changes made together in one transaction, at once or at
-- a scheduled time (claimed by one server process of any number), and reverted as one.
-- CreateEnum
CREATE TYPE "release_status" AS ENUM ('OPEN', 'SCHEDULED', 'PUBLISHED', 'FAILED', 'REVERTED');

-- CreateTable
CREATE TABLE "releases" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "status" "release_status" NOT NULL DEFAULT 'OPEN',
    "due_at" TIMESTAMPTZ(3),
    "created_by_id" VARCHAR(64),
    "created_by_email" VARCHAR(320),
    "scheduled_by_id" VARCHAR(64),
    "scheduled_by_email" VARCHAR(320),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "claim_token" VARCHAR(64),
    "claimed_until" TIMESTAMPTZ(3),
    "published_at" TIMESTAMPTZ(3),
    "late" BOOLEAN NOT NULL DEFAULT false,
    "reverted_at" TIMESTAMPTZ(3),
    "failure" TEXT,

    CONSTRAINT "releases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "release_items" (
    "id" TEXT NOT NULL,
    "release_id" TEXT NOT NULL,
    "entity" "version_entity" NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "action" "scheduled_action" NOT NULL,
    "label" VARCHAR(255) NOT NULL,
    "position" INTEGER NOT NULL,
    "before_version" INTEGER,
    "before_enabled" BOOLEAN,

    CONSTRAINT "release_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "releases_status_due_at_idx" ON "releases"("status", "due_at");

-- CreateIndex
CREATE INDEX "release_items_entity_entity_id_idx" ON "release_items"("entity", "entity_id");

-- CreateIndex
CREATE UNIQUE INDEX "release_items_release_id_entity_entity_id_key" ON "release_items"("release_id", "entity", "entity_id");

-- AddForeignKey
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_release_id_fkey" FOREIGN KEY ("release_id") REFERENCES "releases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
