-- Redirects and the 404 log (issue 25, decision 035).
-- CreateTable
CREATE TABLE "redirects" (
    "id" TEXT NOT NULL,
    "from_path" VARCHAR(500) NOT NULL,
    "target" VARCHAR(2000),
    "status" SMALLINT NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "redirects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "not_found_paths" (
    "path" VARCHAR(500) NOT NULL,
    "hits" INTEGER NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "referrer" VARCHAR(500),

    CONSTRAINT "not_found_paths_pkey" PRIMARY KEY ("path")
);

-- CreateIndex
CREATE UNIQUE INDEX "redirects_from_path_key" ON "redirects"("from_path");

-- CreateIndex
CREATE INDEX "redirects_created_at_idx" ON "redirects"("created_at");

-- CreateIndex
CREATE INDEX "not_found_paths_last_seen_at_idx" ON "not_found_paths"("last_seen_at");

-- A redirect answers 301 or 302 with a target, or 410 Gone without one.
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_status_check" CHECK (
  ("status" IN (301, 302) AND "target" IS NOT NULL) OR ("status" = 410 AND "target" IS NULL)
);
