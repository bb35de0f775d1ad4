-- AlterTable
ALTER TABLE "about_us" ADD COLUMN     "founder_img_alt" VARCHAR(150);

-- AlterTable
ALTER TABLE "banners" ADD COLUMN     "image_alt" VARCHAR(150);

-- AlterTable
ALTER TABLE "organization" ADD COLUMN     "logo_alt" VARCHAR(150);

-- AlterTable
ALTER TABLE "project_images" ADD COLUMN     "alt" VARCHAR(150);

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "hero_image_alt" VARCHAR(150);
