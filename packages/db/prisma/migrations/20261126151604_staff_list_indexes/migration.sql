-- Trigram operator classes for the staff search index below (shipped with PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "audit_events_actor_id_created_at_idx";

-- DropIndex
DROP INDEX "audit_events_created_at_idx";

-- DropIndex
DROP INDEX "audit_events_type_created_at_idx";

-- DropIndex
DROP INDEX "contact_submissions_created_at_idx";

-- DropIndex
DROP INDEX "contact_submissions_status_created_at_idx";

-- CreateIndex
CREATE INDEX "audit_events_created_at_id_idx" ON "audit_events"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "audit_events_type_created_at_id_idx" ON "audit_events"("type", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "audit_events_actor_id_created_at_id_idx" ON "audit_events"("actor_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "contact_submissions_created_at_id_status_idx" ON "contact_submissions"("created_at" DESC, "id", "status");

-- CreateIndex
CREATE INDEX "contact_submissions_status_created_at_id_idx" ON "contact_submissions"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING GIN ("name" gin_trgm_ops, "email" gin_trgm_ops, "subject" gin_trgm_ops, "message" gin_trgm_ops, "purpose" gin_trgm_ops, "mobile" gin_trgm_ops);
