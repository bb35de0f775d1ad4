'use client';

/**
 * react-hook-form as every dashboard form uses it: the resolver (a shared zod schema) checks on
 * submit only, and editing a field clears that field's error. `onEdit` hears each edit
 * after that, for the forms that do more (live checks, clearing a banner).
 */
import { useEffect, useEffectEvent } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

export function useDashboardForm<TFieldValues extends FieldValues, TOutput>(
  props: UseFormProps<TFieldValues, unknown, TOutput>,
  onEdit?: (
    name: FieldPath<TFieldValues>,
    form: UseFormReturn<TFieldValues, unknown, TOutput>,
  ) => void,
) {
  const form = useForm<TFieldValues, unknown, TOutput>({
    ...props,
    reValidateMode: 'onSubmit',
    // The errors show in place; the focus stays where the user left it.
    shouldFocusError: false,
  });
  const { subscribe, clearErrors } = form;
  const edited = useEffectEvent((name: FieldPath<TFieldValues>) => {
    clearErrors(name);
    onEdit?.(name, form);
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          // Only the user's own edits: setValue and reset carry no event type.
          if (name && type === 'change') edited(name as FieldPath<TFieldValues>);
        },
      }),
    [subscribe],
  );
  return form;
}
