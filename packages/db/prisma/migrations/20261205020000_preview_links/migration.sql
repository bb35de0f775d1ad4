-- Preview links (docs/publishing.md): a link that shows the public site with one item's draft
-- applied to anyone who has it, until it expires or is revoked. Only the token's hash is kept.
-- CreateTable
CREATE TABLE "preview_links" (
    "id" TEXT NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "entity" "version_entity" NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "label" VARCHAR(255) NOT NULL,
    "path" VARCHAR(300) NOT NULL,
    "created_by_id" VARCHAR(64),
    "created_by_email" VARCHAR(320),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "last_opened_at" TIMESTAMPTZ(3),

    CONSTRAINT "preview_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "preview_links_token_hash_key" ON "preview_links"("token_hash");

-- CreateIndex
CREATE INDEX "preview_links_entity_entity_id_idx" ON "preview_links"("entity", "entity_id");
