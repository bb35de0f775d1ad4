'use client';

import { Search } from 'lucide-react';

/** The search field above a list. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="relative w-full max-w-md">
      <Search
        size={18}
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-500"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-ink-300 bg-white py-2 pr-3 pl-10 max-md:min-h-11 text-sm text-ink-900 placeholder:text-ink-500 focus:outline-2 focus:outline-brand-700"
      />
    </div>
  );
}
