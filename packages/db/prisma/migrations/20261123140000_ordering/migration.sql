-- Stored order of banners, services, projects (per service) and gallery images (per project),
-- and the projects chosen for the home page. Existing rows get the positions of the order the
-- public pages showed until now: banners and services oldest first, a service's projects and a
-- project's images newest first (ties broken by id, as those queries did).

-- AlterTable
ALTER TABLE "banners" ADD COLUMN     "position" INTEGER;

UPDATE "banners" AS b SET "position" = o.position
FROM (
    SELECT "id", (ROW_NUMBER() OVER (ORDER BY "created_at" ASC, "id" ASC) - 1)::INTEGER AS position
    FROM "banners"
) AS o
WHERE b."id" = o."id";

ALTER TABLE "banners" ALTER COLUMN "position" SET NOT NULL;

-- AlterTable
ALTER TABLE "project_images" ADD COLUMN     "position" INTEGER;

UPDATE "project_images" AS i SET "position" = o.position
FROM (
    SELECT "id", (ROW_NUMBER() OVER (
        PARTITION BY "project_id" ORDER BY "created_at" DESC, "id" ASC
    ) - 1)::INTEGER AS position
    FROM "project_images"
) AS o
WHERE i."id" = o."id";

ALTER TABLE "project_images" ALTER COLUMN "position" SET NOT NULL;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "is_featured" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "position" INTEGER;

UPDATE "projects" AS p SET "position" = o.position
FROM (
    SELECT "id", (ROW_NUMBER() OVER (
        PARTITION BY "service_id" ORDER BY "created_at" DESC, "id" ASC
    ) - 1)::INTEGER AS position
    FROM "projects"
) AS o
WHERE p."id" = o."id";

ALTER TABLE "projects" ALTER COLUMN "position" SET NOT NULL;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "position" INTEGER;

UPDATE "services" AS s SET "position" = o.position
FROM (
    SELECT "id", (ROW_NUMBER() OVER (ORDER BY "created_at" ASC, "id" ASC) - 1)::INTEGER AS position
    FROM "services"
) AS o
WHERE s."id" = o."id";

ALTER TABLE "services" ALTER COLUMN "position" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "banners_position_key" ON "banners"("position");

-- CreateIndex
CREATE UNIQUE INDEX "project_images_project_id_position_key" ON "project_images"("project_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "projects_service_id_position_key" ON "projects"("service_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "services_position_key" ON "services"("position");
