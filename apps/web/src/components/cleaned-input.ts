/** Inputs that keep only part of what is typed (digits, or digits and '+'), for react-hook-form. */
import type { UseFormRegisterReturn } from 'react-hook-form';

/** `registered` with the input's text cleaned by `clean` before the form reads it. */
export function cleanedInput<TName extends string>(
  registered: UseFormRegisterReturn<TName>,
  clean: (value: string) => string,
): UseFormRegisterReturn<TName> {
  return {
    ...registered,
    onChange: (event) => {
      const input: unknown = event.target;
      if (input instanceof HTMLInputElement) input.value = clean(input.value);
      return registered.onChange(event);
    },
  };
}
