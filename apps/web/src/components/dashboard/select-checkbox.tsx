'use client';

/**
 * The selection checkbox of a list's row (and its select-all), named by `label`, with `text`
 * beside it when given. Its clickable area is at least 44 × 44 px, the size a finger needs; the
 * negative margin keeps the table's rows as they were.
 */
export function SelectCheckbox({
  label,
  text,
  checked,
  onChange,
}: {
  label: string;
  text?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="-m-3.5 inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-3 p-3.5">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-700"
      />
      {text ? <span className="text-sm text-ink-800">{text}</span> : null}
    </label>
  );
}
