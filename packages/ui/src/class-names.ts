/**
 * Joins class names (clsx: strings, conditionals, arrays) and resolves Tailwind conflicts so the
 * later class wins: `cn('px-4', className)` lets a caller's `px-6` replace the default.
 */
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

/**
 * Joins class names (clsx) without resolving conflicts: for fixed class lists whose parts never
 * override one another. The public site's client components use it so that tailwind-merge
 * (about 10 KB compressed) is not shipped to every visitor.
 */
export function cx(...classes: ClassValue[]): string {
  return clsx(classes);
}
