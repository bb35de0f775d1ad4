-- AlterTable
ALTER TABLE "auth_tokens" ADD COLUMN     "proved_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "recovery_codes" ADD COLUMN     "keyed" BOOLEAN NOT NULL DEFAULT false;
