/**
 * Joins class names (clsx: strings, conditionals, arrays) and resolves Tailwind conflicts so the
 * later class wins: `cn('px-4', className)` lets a caller's `px-6` replace the default.
 */
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
