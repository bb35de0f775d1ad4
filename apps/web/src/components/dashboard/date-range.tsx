/** The From and To date inputs of a list filter, and the range as the API takes it. */

/** YYYY-MM-DD as the date inputs hold them, or '' for no bound. */
export interface DateRangeValues {
  from: string;
  to: string;
}

/** The range as the API takes it: the start of `from` and the end of `to`, in this time zone. */
export function dayRangeInput({ from, to }: DateRangeValues) {
  return {
    from: from ? new Date(`${from}T00:00:00`).toISOString() : undefined,
    to: to ? new Date(`${to}T23:59:59.999`).toISOString() : undefined,
  };
}

const dateClass =
  'block w-full rounded-md border border-ink-300 bg-white px-3 py-2 max-md:min-h-11 text-sm text-ink-900 focus:outline-2 focus:outline-brand-700';

/** Two labelled date inputs; each bounds the other so the range never runs backwards. */
export function DateRangeFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: DateRangeValues;
  onChange: (patch: Partial<DateRangeValues>) => void;
}) {
  const fields = [
    { key: 'from', label: 'From', min: undefined, max: value.to || undefined },
    { key: 'to', label: 'To', min: value.from || undefined, max: undefined },
  ] as const;
  return fields.map((field) => (
    <div key={field.key} className="space-y-1">
      <label
        htmlFor={`${idPrefix}-${field.key}`}
        className="block text-sm font-medium text-ink-800"
      >
        {field.label}
      </label>
      <input
        id={`${idPrefix}-${field.key}`}
        type="date"
        value={value[field.key]}
        min={field.min}
        max={field.max}
        onChange={(event) => onChange({ [field.key]: event.target.value })}
        className={dateClass}
      />
    </div>
  ));
}
