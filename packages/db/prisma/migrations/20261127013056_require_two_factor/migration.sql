-- AlterTable
ALTER TABLE "organization" ADD COLUMN     "require_two_factor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "sign_ins_without_second_factor" INTEGER NOT NULL DEFAULT 0;
