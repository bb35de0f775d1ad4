-- CreateEnum
CREATE TYPE "contact_status" AS ENUM ('NEW', 'READ', 'REPLIED', 'ARCHIVED', 'SPAM');

-- CreateEnum
CREATE TYPE "inquiry_mail_kind" AS ENUM ('NOTIFICATION', 'ACKNOWLEDGEMENT');

-- CreateEnum
CREATE TYPE "inquiry_mail_status" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "form_nonce" VARCHAR(64),
ADD COLUMN     "spam_reason" VARCHAR(32),
ADD COLUMN     "status" "contact_status" NOT NULL DEFAULT 'NEW';

-- AlterTable
ALTER TABLE "installation" ADD COLUMN     "form_key" UUID NOT NULL DEFAULT gen_random_uuid();

-- CreateTable
CREATE TABLE "inquiry_mail_outbox" (
    "id" BIGSERIAL NOT NULL,
    "submission_id" TEXT NOT NULL,
    "kind" "inquiry_mail_kind" NOT NULL,
    "recipient" VARCHAR(1000) NOT NULL,
    "status" "inquiry_mail_status" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inquiry_mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "inquiry_mail_outbox_status_next_attempt_at_idx" ON "inquiry_mail_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "inquiry_mail_outbox_submission_id_idx" ON "inquiry_mail_outbox"("submission_id");

-- CreateIndex
CREATE UNIQUE INDEX "contact_submissions_form_nonce_key" ON "contact_submissions"("form_nonce");

-- CreateIndex
CREATE INDEX "contact_submissions_status_created_at_idx" ON "contact_submissions"("status", "created_at");

-- AddForeignKey
ALTER TABLE "inquiry_mail_outbox" ADD CONSTRAINT "inquiry_mail_outbox_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
