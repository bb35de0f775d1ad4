-- CreateIndex
CREATE INDEX "inquiry_mail_outbox_kind_created_at_idx" ON "inquiry_mail_outbox"("kind", "created_at");
