-- When each page-cache tag was last revalidated: what instances catch up from after a Redis outage (decision 006).
-- CreateTable
CREATE TABLE "page_cache_revalidations" (
    "tag" TEXT NOT NULL,
    "revalidated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "page_cache_revalidations_pkey" PRIMARY KEY ("tag")
);
