-- CreateTable
CREATE TABLE "audit_events" (
    "id" TEXT NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "actor_id" VARCHAR(64),
    "actor_email" VARCHAR(320),
    "entity" VARCHAR(64),
    "entity_id" VARCHAR(64),
    "entity_label" VARCHAR(255),
    "fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "values" JSONB,
    "address" VARCHAR(64),
    "user_agent" VARCHAR(512),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_created_at_idx" ON "audit_events"("created_at");

-- CreateIndex
CREATE INDEX "audit_events_type_created_at_idx" ON "audit_events"("type", "created_at");

-- CreateIndex
CREATE INDEX "audit_events_actor_id_created_at_idx" ON "audit_events"("actor_id", "created_at");
