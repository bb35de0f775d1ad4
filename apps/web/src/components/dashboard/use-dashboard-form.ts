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
  type UseFormRegisterReturn,
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
  useOnEdit(form, (name) => {
    form.clearErrors(name);
    onEdit?.(name, form);
  });
  return form;
}

/** Calls `onEdit` with the field's name after each edit the user makes to `form`. */
export function useOnEdit<TFieldValues extends FieldValues, TOutput>(
  form: UseFormReturn<TFieldValues, unknown, TOutput>,
  onEdit: (name: FieldPath<TFieldValues>) => void,
) {
  const { subscribe } = form;
  const edited = useEffectEvent(onEdit);
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
}

/**
 * What a labelled field of `@kasar/ui` takes from its form: the registration, its error, and a
 * text field's value when the form was made (`defaultValue`).
 */
export type BoundField<TName extends string = string> = UseFormRegisterReturn<TName> & {
  error: string | undefined;
  defaultValue?: string;
};

/**
 * Binds a labelled field to form field `name`, e.g.
 * `<TextField label="Name" required {...fieldProps(form, 'name')} />`. A text value is also
 * given as the input's `defaultValue`: react-hook-form fills its fields only once they are
 * mounted in the browser, and the server's HTML of a form that edits a record must hold it too.
 */
export function fieldProps<
  TFieldValues extends FieldValues,
  TOutput,
  TName extends FieldPath<TFieldValues>,
>(form: UseFormReturn<TFieldValues, unknown, TOutput>, name: TName): BoundField<TName> {
  const value: unknown = form.getValues(name);
  return {
    error: form.getFieldState(name, form.formState).error?.message,
    ...(typeof value === 'string' ? { defaultValue: value } : {}),
    ...form.register(name),
  };
}
