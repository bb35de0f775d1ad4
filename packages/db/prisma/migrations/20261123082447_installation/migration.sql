-- CreateTable
CREATE TABLE "installation" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "cache_namespace" UUID NOT NULL DEFAULT gen_random_uuid(),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "installation_pkey" PRIMARY KEY ("id")
);

-- Exactly one row, made here: every database gets its own namespace once, and keeps it.
ALTER TABLE "installation" ADD CONSTRAINT "installation_single_row" CHECK ("id" = 1);
INSERT INTO "installation" ("id") VALUES (1);
