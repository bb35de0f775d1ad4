-- Search appearance (issue 25, decision 036, docs/seo.md): optional SEO title, description and
-- social image of each service and of the four public pages, and a service's noindex.
-- AlterTable
ALTER TABLE "organization" ADD COLUMN     "about_us_seo_description" VARCHAR(300),
ADD COLUMN     "about_us_seo_image_key" TEXT,
ADD COLUMN     "about_us_seo_image_url" TEXT,
ADD COLUMN     "about_us_seo_title" VARCHAR(100),
ADD COLUMN     "contact_us_seo_description" VARCHAR(300),
ADD COLUMN     "contact_us_seo_image_key" TEXT,
ADD COLUMN     "contact_us_seo_image_url" TEXT,
ADD COLUMN     "contact_us_seo_title" VARCHAR(100),
ADD COLUMN     "home_seo_description" VARCHAR(300),
ADD COLUMN     "home_seo_image_key" TEXT,
ADD COLUMN     "home_seo_image_url" TEXT,
ADD COLUMN     "home_seo_title" VARCHAR(100),
ADD COLUMN     "our_projects_seo_description" VARCHAR(300),
ADD COLUMN     "our_projects_seo_image_key" TEXT,
ADD COLUMN     "our_projects_seo_image_url" TEXT,
ADD COLUMN     "our_projects_seo_title" VARCHAR(100);

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "noindex" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "seo_description" VARCHAR(300),
ADD COLUMN     "seo_image_key" TEXT,
ADD COLUMN     "seo_image_url" TEXT,
ADD COLUMN     "seo_title" VARCHAR(100);
