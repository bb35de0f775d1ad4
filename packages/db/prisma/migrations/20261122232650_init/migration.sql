-- CreateEnum
CREATE TYPE "auth_token_kind" AS ENUM ('API', 'SESSION');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" "auth_token_kind" NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "auth_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "slug" VARCHAR(255) NOT NULL,
    "headline" VARCHAR(255) NOT NULL,
    "description" TEXT NOT NULL,
    "hero_image_url" TEXT,
    "hero_image_key" TEXT,
    "is_enabled" BOOLEAN NOT NULL DEFAULT true,
    "offerings" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "projects_completed" INTEGER,
    "satisfied_clients" INTEGER,
    "on_time_delivery" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_features" (
    "id" TEXT NOT NULL,
    "service_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "description" TEXT,

    CONSTRAINT "service_features_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" TEXT NOT NULL,
    "service_id" TEXT NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "builtup_area_sqft" DECIMAL(14,2),
    "location" VARCHAR(255) NOT NULL,
    "client_name" VARCHAR(255) NOT NULL,
    "start_month" VARCHAR(20) NOT NULL,
    "start_year" INTEGER NOT NULL,
    "end_month" VARCHAR(20),
    "end_year" INTEGER,
    "scope_of_work" TEXT NOT NULL,
    "is_enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_images" (
    "id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "image_url" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "is_enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banners" (
    "id" TEXT NOT NULL,
    "image_url" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "headline" VARCHAR(255) NOT NULL,
    "tagline" VARCHAR(255),
    "is_enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "banners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_submissions" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "mobile" VARCHAR(20),
    "subject" VARCHAR(255),
    "message" TEXT NOT NULL,
    "purpose" VARCHAR(255),
    "client_address" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organization" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "email" VARCHAR(255),
    "mobile" VARCHAR(20),
    "address" TEXT,
    "map_link" TEXT,
    "logo_url" TEXT,
    "logo_key" TEXT,
    "facebook_link" VARCHAR(255),
    "twitter_link" VARCHAR(255),
    "instagram_link" VARCHAR(255),
    "linkedin_link" VARCHAR(255),
    "youtube_link" VARCHAR(255),
    "whatsapp_link" VARCHAR(255),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "about_us" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "founder_img_url" TEXT,
    "founder_img_key" TEXT,
    "founder_name" VARCHAR(255),
    "founder_position" VARCHAR(255),
    "founder_description" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "about_us_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "about_us_stats" (
    "id" TEXT NOT NULL,
    "about_us_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "stat_name" VARCHAR(100) NOT NULL,
    "value" VARCHAR(50) NOT NULL,

    CONSTRAINT "about_us_stats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_events" (
    "id" BIGSERIAL NOT NULL,
    "bucket" VARCHAR(32) NOT NULL,
    "key" VARCHAR(320) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens"("user_id");

-- CreateIndex
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "services_slug_key" ON "services"("slug");

-- CreateIndex
CREATE INDEX "services_is_enabled_name_idx" ON "services"("is_enabled", "name");

-- CreateIndex
CREATE INDEX "services_created_at_idx" ON "services"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "service_features_service_id_position_key" ON "service_features"("service_id", "position");

-- CreateIndex
CREATE INDEX "projects_service_id_is_enabled_idx" ON "projects"("service_id", "is_enabled");

-- CreateIndex
CREATE INDEX "projects_is_enabled_created_at_idx" ON "projects"("is_enabled", "created_at");

-- CreateIndex
CREATE INDEX "projects_created_at_idx" ON "projects"("created_at");

-- CreateIndex
CREATE INDEX "project_images_project_id_is_enabled_idx" ON "project_images"("project_id", "is_enabled");

-- CreateIndex
CREATE INDEX "project_images_is_enabled_created_at_idx" ON "project_images"("is_enabled", "created_at");

-- CreateIndex
CREATE INDEX "project_images_created_at_idx" ON "project_images"("created_at");

-- CreateIndex
CREATE INDEX "banners_is_enabled_created_at_idx" ON "banners"("is_enabled", "created_at");

-- CreateIndex
CREATE INDEX "banners_created_at_idx" ON "banners"("created_at");

-- CreateIndex
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "about_us_stats_about_us_id_position_key" ON "about_us_stats"("about_us_id", "position");

-- CreateIndex
CREATE INDEX "rate_limit_events_bucket_key_created_at_idx" ON "rate_limit_events"("bucket", "key", "created_at");

-- CreateIndex
CREATE INDEX "rate_limit_events_created_at_idx" ON "rate_limit_events"("created_at");

-- AddForeignKey
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_features" ADD CONSTRAINT "service_features_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "about_us_stats" ADD CONSTRAINT "about_us_stats_about_us_id_fkey" FOREIGN KEY ("about_us_id") REFERENCES "about_us"("id") ON DELETE CASCADE ON UPDATE CASCADE;
