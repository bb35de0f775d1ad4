-- Gallery images in releases (docs/publishing.md), enabled or disabled with the project they
-- belong to. A release item names its kind with an enum of its own, which has them.
-- CreateEnum
CREATE TYPE "release_entity" AS ENUM ('SERVICE', 'PROJECT', 'BANNER', 'GALLERY_IMAGE');

-- AlterTable: the kinds release items had keep their names.
ALTER TABLE "release_items"
  ALTER COLUMN "entity" TYPE "release_entity" USING ("entity"::text::"release_entity");
