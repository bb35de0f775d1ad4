-- CreateEnum
CREATE TYPE "password_token_kind" AS ENUM ('RESET', 'INVITE');

-- AlterTable
ALTER TABLE "password_reset_tokens" ADD COLUMN     "kind" "password_token_kind" NOT NULL DEFAULT 'RESET';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "joined_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP;

-- Users who existed before invitations joined when they were created.
UPDATE "users" SET "joined_at" = "created_at";
