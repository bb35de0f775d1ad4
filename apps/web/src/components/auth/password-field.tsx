'use client';

/** A required password input; `revealable` adds the Show / Hide password button of the sign-in. */
import { TextField, type TextFieldProps } from '@kasar/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

export function PasswordField({
  revealable = false,
  ...props
}: Omit<TextFieldProps, 'type' | 'required' | 'addon'> & { revealable?: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      type={shown ? 'text' : 'password'}
      required
      {...props}
      addon={
        revealable ? (
          <button
            type="button"
            onClick={() => setShown((was) => !was)}
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-pressed={shown}
            className="rounded p-2 text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        ) : undefined
      }
    />
  );
}
