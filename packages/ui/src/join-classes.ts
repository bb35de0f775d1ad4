/**
 * Joins class names (clsx) without resolving conflicts: for fixed class lists whose parts never
 * override one another. The public site's client components use it so that tailwind-merge
 * (about 10 KB compressed) is not shipped to every visitor; it lives apart from `cn` so that the
 * bundler leaves tailwind-merge out of the bundles that only need this.
 */
import { clsx, type ClassValue } from 'clsx';

export function cx(...classes: ClassValue[]): string {
  return clsx(classes);
}
