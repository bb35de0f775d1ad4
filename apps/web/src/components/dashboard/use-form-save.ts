'use client';

/**
 * The save of a dashboard form, as every one of them does it: the valid values go to the server;
 * after a save a toast, the queries that show the saved data fetched again, then `onSaved`; after a
 * failure each field's server message under that field and the submit box's text.
 */
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { FormEventHandler } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';

import { showServerErrors, submitErrorOf } from './errors';
import { staleSaveOf, type StaleSave } from './history/stale-save';

export interface FormSaveOptions<TOutput, TData> {
  /** Sends the form's valid values. */
  save: (data: TOutput) => Promise<TData>;
  /** The success toast, or how to read it from the server's answer. */
  saved: string | ((result: TData) => string);
  /** The queries that show what was saved; they are fetched again. */
  refetch?: readonly QueryKey[];
  /** The submit box's text when the server's message is about single fields or missing. */
  failure: string;
  onSaved?: (result: TData) => void;
  /** The form field of a server error key the form names differently. */
  fieldOf?: (data: TOutput) => (key: string) => string;
  /** Also show the submit box's text as a toast (long forms, where the box may be out of view). */
  toastFailure?: boolean;
  /** Heard when the form's own checks refuse the values. */
  onInvalid?: () => void;
}

/** What the form frames (EditDialog, PageForm) need: the submit handler and its state. */
export interface FormSave {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  submitError: string | undefined;
  /** The last save was refused as stale: someone else saved the item since it was loaded. */
  staleSave: StaleSave | null;
  /** Checks and sends the form as its submit does, from another button ('Save draft'). */
  send: () => void;
}

export function useFormSave<TFieldValues extends FieldValues, TOutput, TData>(
  form: UseFormReturn<TFieldValues, unknown, TOutput>,
  options: FormSaveOptions<TOutput, TData>,
): FormSave & { mutation: UseMutationResult<TData, Error, TOutput> } {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: options.save });
  const onValid = (data: TOutput) =>
    mutation.mutate(data, {
      onSuccess: (result) => {
        const { saved, refetch = [], onSaved } = options;
        toast.success(typeof saved === 'string' ? saved : saved(result));
        for (const queryKey of refetch) void queryClient.invalidateQueries({ queryKey });
        onSaved?.(result);
      },
      onError: (error) => {
        const text = submitErrorOf(error, options.failure);
        showServerErrors(form.setError, error, text, options.fieldOf?.(data));
        if (options.toastFailure) toast.error(text);
      },
    });
  const submit = form.handleSubmit(onValid, options.onInvalid);
  return {
    mutation,
    onSubmit: (event) => void submit(event),
    send: () => void submit(),
    saving: mutation.isPending,
    submitError: form.formState.errors.root?.server?.message,
    staleSave: staleSaveOf(mutation.error),
  };
}
