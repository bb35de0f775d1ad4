-- The staff search reads one lower-cased text per submission instead of six fields: ILIKE on six
-- columns lower-cased every field of every candidate row on each search (97 ms at 100,000
-- submissions for a common word), LIKE on this stored text does not (docs/performance.md).
-- A generated column: PostgreSQL keeps it in step with the fields, whoever writes the row.
-- Prisma knows it as a plain optional column (it has no generated columns): the app must not
-- write it, the backup leaves generated columns out and the restore lets PostgreSQL compute them.

-- DropIndex
DROP INDEX "contact_submissions_search_idx";

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS (
  lower(
    "name" || E'\x1f' || "email" || E'\x1f' || coalesce("subject", '') || E'\x1f' ||
    "message" || E'\x1f' || coalesce("purpose", '') || E'\x1f' || coalesce("mobile", '')
  )
) STORED;

-- CreateIndex
CREATE INDEX "contact_submissions_search_text_idx" ON "contact_submissions" USING GIN ("search_text" gin_trgm_ops);
