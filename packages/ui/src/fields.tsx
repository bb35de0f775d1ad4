'use client';

/**
 * Form fields with a label, an optional hint (such as an 'n/max' counter), and the error text
 * under the field (linked with aria-describedby, aria-invalid set while an error shows). Every
 * other prop, the ref included, goes to the control, so react-hook-form's `register` can be
 * spread onto a field.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from './class-names';
import { describedBy, FieldMessages } from './field-messages';

const controlClass =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-ink-100';

function controlBorder(error?: string) {
  return error ? 'border-red-600' : 'border-ink-300';
}

/** The props every labelled field takes besides its control's own. */
interface FieldOwnProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  containerClassName?: string;
}

/** The props that tie a control to its label, hint and error. */
interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label with its required mark; shared with the image picker. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ink-800">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** Splits a field's props into its own and its control's. */
function splitField<P extends FieldOwnProps>({
  label,
  error,
  hint,
  required,
  containerClassName,
  ...control
}: P) {
  return [{ label, error, hint, required, containerClassName }, control] as const;
}

function LabelledField({
  label,
  error,
  hint,
  required,
  containerClassName,
  children,
}: FieldOwnProps & { children: (links: ControlLinks) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'>, FieldOwnProps {
  /** Extra content inside the field's row, e.g. a show/hide button. */
  addon?: ReactNode;
}

export function TextField({ addon, className, ...all }: TextFieldProps) {
  const [field, props] = splitField(all);
  return (
    <LabelledField {...field}>
      {(links) => (
        <div className="relative">
          <input
            {...links}
            required={field.required}
            className={cn(
              controlClass,
              controlBorder(field.error),
              addon ? 'pr-11' : '',
              className,
            )}
            {...props}
          />
          {addon ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{addon}</div>
          ) : null}
        </div>
      )}
    </LabelledField>
  );
}

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'>, FieldOwnProps {}

export function TextArea({ className, ...all }: TextAreaProps) {
  const [field, props] = splitField(all);
  return (
    <LabelledField {...field}>
      {(links) => (
        <textarea
          {...links}
          required={field.required}
          className={cn(controlClass, controlBorder(field.error), className)}
          {...props}
        />
      )}
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id'>, FieldOwnProps {
  options: readonly SelectOption[];
  /** The first, empty choice ('Select a service', ...). */
  placeholder?: string;
}

export function Select({ options, placeholder, className, ...all }: SelectProps) {
  const [field, props] = splitField(all);
  return (
    <LabelledField {...field}>
      {(links) => (
        <select
          {...links}
          className={cn(controlClass, controlBorder(field.error), className)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  error?: string;
}

export function Checkbox({ label, error, className, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-4 rounded border-ink-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name, e.g. 'Enable Residential Construction'. */
  label: string;
  disabled?: boolean;
}

/** An on/off switch for enabling and disabling an item. */
export function Toggle({ checked, onChange, label, disabled }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60',
        checked ? 'bg-green-700' : 'bg-ink-500',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-4 rounded-full bg-white transition-transform',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}
