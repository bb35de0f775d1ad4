/**
 * URL slugs for services: generated from the name, unique, stable unless edited. Accents are
 * dropped and every run of other characters, '&' included, becomes one dash:
 * 'Renovation & Remodeling' -> 'renovation-remodeling', the address the site has always used.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  return slug || 'service';
}

export function withSuffix(slug: string, attempt: number): string {
  return attempt === 0 ? slug : `${slug}-${attempt + 1}`;
}
