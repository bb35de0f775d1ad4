/** The image a project card shows: its first gallery image, or a stock image fixed by its id. */
import type { FocalPoint } from '@kasar/validators/fields';

const STOCK_PROJECT_IMAGES = [1, 2, 3, 4, 5, 6].map(
  (n) => `/images/projects/stock-${n}.webp`,
) as readonly string[];

/** A stable pick from the six stock images: the same project always gets the same one. */
export function stockImageFor(projectId: string): string {
  let hash = 0;
  for (const char of projectId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    STOCK_PROJECT_IMAGES[hash % STOCK_PROJECT_IMAGES.length] ?? '/images/projects/stock-1.webp'
  );
}

/** Every image of a project, with the stock image when it has none. */
export function projectImagesOf(project: {
  id: string;
  gallery_images: { image_url: string }[];
}): string[] {
  const urls = project.gallery_images.map((image) => image.image_url);
  return urls.length > 0 ? urls : [stockImageFor(project.id)];
}

/** The alternative texts of {@link projectImagesOf}'s images, in its order (null: none given). */
export function projectImageAltsOf(project: {
  gallery_images: { alt: string | null }[];
}): (string | null)[] {
  const alts = project.gallery_images.map((image) => image.alt);
  return alts.length > 0 ? alts : [null];
}

/** The focal points of {@link projectImagesOf}'s images, in its order (null: centred crops). */
export function projectImageFocalPointsOf(project: {
  gallery_images: { focal_point: FocalPoint | null }[];
}): (FocalPoint | null)[] {
  const points = project.gallery_images.map((image) => image.focal_point);
  return points.length > 0 ? points : [null];
}

export function projectTitleOf(project: { title: string }): string {
  return project.title.trim() || 'Untitled Project';
}

export function projectDescriptionOf(project: { scope_of_work: string }): string {
  return project.scope_of_work.trim() || 'No description available';
}
