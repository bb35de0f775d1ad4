'use client';

import { sanitizeStatValue, TEXT_LIMITS, type StatRowValues } from '@kasar/validators';
import { Button, TextField } from '@kasar/ui';
import { Plus, Trash2 } from 'lucide-react';

import { FormSection } from '../form-section';

/** Company Statistics: name and numeric value per row, 'Add Stat', remove while more than one. */
export function StatRows({
  rows,
  errors,
  onChange,
}: {
  rows: StatRowValues[];
  errors: Record<string, string>;
  onChange: (rows: StatRowValues[], touched?: string) => void;
}) {
  const update = (index: number, patch: Partial<StatRowValues>, field: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
      `stats.${index}.${field}`,
    );
  return (
    <FormSection title="Company Statistics">
      <ul className="space-y-3">
        {rows.map((row, index) => (
          <li key={index} className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
            <TextField
              label={`Stat ${index + 1} Name`}
              maxLength={TEXT_LIMITS.statName}
              value={row.stat_name}
              error={errors[`stats.${index}.stat_name`]}
              onChange={(event) => update(index, { stat_name: event.target.value }, 'stat_name')}
            />
            <TextField
              label={`Stat ${index + 1} Value`}
              inputMode="numeric"
              maxLength={TEXT_LIMITS.statValue}
              value={row.value}
              error={errors[`stats.${index}.value`]}
              onChange={(event) =>
                update(index, { value: sanitizeStatValue(event.target.value) }, 'value')
              }
            />
            {rows.length > 1 ? (
              <Button
                variant="ghost"
                className="mt-6 text-red-700"
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
                aria-label={`Remove stat ${index + 1}`}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...rows, { stat_name: '', value: '' }])}
      >
        <Plus size={16} aria-hidden />
        Add Stat
      </Button>
    </FormSection>
  );
}
