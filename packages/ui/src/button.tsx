/** Buttons of the dashboard and site: one look per intent, with a busy state. */
import type { ButtonHTMLAttributes } from 'react';

import { cn } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-ink-300 bg-white text-ink-800 hover:bg-ink-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-ink-700 hover:bg-ink-100',
};

/** Below the `md` breakpoint (768 px, a phone) every button is at least 44 × 44 px, for a finger. */
const PHONE_TOUCH_TARGET = 'max-md:min-h-11 max-md:min-w-11';

const sizes: Record<ButtonSize, string> = {
  sm: `px-3 py-1.5 text-sm ${PHONE_TOUCH_TARGET}`,
  md: `px-4 py-2 text-sm ${PHONE_TOUCH_TARGET}`,
};

/** The classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
