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

/** 38 px high; 44 px below the `md` breakpoint (a phone), for a finger. */
const controlClass =
  'block w-full rounded-md border bg-white px-3 py-2 max-md:min-h-11 text-sm text-ink-900 placeholder:text-ink-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-ink-100';

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

/** The props that tie a control to its label, hint and error, and the control's look. */
interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
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

/** Splits a field's props into its own (the control's className included) and its control's. */
function splitField<P extends FieldOwnProps & { className?: string }>({
  label,
  error,
  hint,
  required,
  containerClassName,
  className,
  ...control
}: P) {
  return [{ label, error, hint, required, containerClassName, className }, control] as const;
}

function LabelledField({
  field,
  children,
}: {
  field: FieldOwnProps & { className?: string };
  children: (links: ControlLinks) => ReactNode;
}) {
  const id = useId();
  const { error, hint } = field;
  return (
    <div className={cn('space-y-1', field.containerClassName)}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
        className: cn(controlClass, controlBorder(error), field.className),
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'>, FieldOwnProps {
  /** Extra content inside the field's row, e.g. a show/hide button. */
  addon?: ReactNode;
}

export function TextField({ addon, ...all }: TextFieldProps) {
  const [field, props] = splitField(all);
  return (
    <LabelledField field={{ ...field, className: cn(addon ? 'pr-11' : '', field.className) }}>
      {(links) => (
        <div className="relative">
          <input {...links} required={field.required} {...props} />
          {addon ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{addon}</div>
          ) : null}
        </div>
      )}
    </LabelledField>
  );
}

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'>, FieldOwnProps {}

export function TextArea(all: TextAreaProps) {
  const [field, props] = splitField(all);
  return (
    <LabelledField field={field}>
      {(links) => <textarea {...links} required={field.required} {...props} />}
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

/** The select's required mark is the label's only (the browser's own check stays off). */
export function Select({ options, placeholder, ...all }: SelectProps) {
  const [field, props] = splitField(all);
  return (
    <LabelledField field={field}>
      {(links) => (
        <select {...links} {...props}>
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
      {/* The label holds the box, so the whole line (44 px high on a phone) ticks it. */}
      <label className="flex items-center gap-2 max-md:min-h-11">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-4 rounded border-ink-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          {...props}
        />
        <span className="text-sm font-medium text-ink-800">{label}</span>
      </label>
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

/**
 * An on/off switch for enabling and disabling an item. Below the `md` breakpoint (a phone) the
 * button is 44 px high around its track, so a finger hits it.
 */
export function Toggle({ checked, onChange, label, disabled }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex h-6 w-11 shrink-0 items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 max-md:h-11"
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-6 w-11 items-center rounded-full transition-colors',
          checked ? 'bg-green-700' : 'bg-ink-500',
        )}
      >
        <span
          className={cn(
            'inline-block size-4 rounded-full bg-white transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </span>
    </button>
  );
}
