-- Scheduled changes (docs/publishing.md): a draft published, or an item enabled or disabled, at a
-- set time, claimed by one server process of any number and made in the same transaction as its
-- row is marked DONE. The firm time zone is what those times are entered and shown in.
-- CreateEnum
CREATE TYPE "scheduled_action" AS ENUM ('PUBLISH_DRAFT', 'ENABLE', 'DISABLE');

-- CreateEnum
CREATE TYPE "scheduled_status" AS ENUM ('SCHEDULED', 'DONE', 'FAILED', 'CANCELLED');

-- AlterTable
ALTER TABLE "organization" ADD COLUMN     "time_zone" VARCHAR(64);

-- CreateTable
CREATE TABLE "scheduled_changes" (
    "id" TEXT NOT NULL,
    "entity" "version_entity" NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "action" "scheduled_action" NOT NULL,
    "label" VARCHAR(255) NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "scheduled_status" NOT NULL DEFAULT 'SCHEDULED',
    "scheduled_by_id" VARCHAR(64),
    "scheduled_by_email" VARCHAR(320),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claim_token" VARCHAR(64),
    "claimed_until" TIMESTAMPTZ(3),
    "done_at" TIMESTAMPTZ(3),
    "late" BOOLEAN NOT NULL DEFAULT false,
    "failure" TEXT,

    CONSTRAINT "scheduled_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scheduled_changes_status_due_at_idx" ON "scheduled_changes"("status", "due_at");

-- CreateIndex
CREATE INDEX "scheduled_changes_entity_entity_id_idx" ON "scheduled_changes"("entity", "entity_id");
