'use client';

import {
  sanitizeStatValue,
  TEXT_LIMITS,
  type AboutUsUpdateData,
  type AboutUsUpdateValues,
} from '@kasar/validators';
import { Button, TextField } from '@kasar/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';

import { cleanedInput } from '~/components/cleaned-input';

import { FormSection } from '../form-section';

export const EMPTY_STAT = { stat_name: '', value: '' };

/** Company Statistics: name and numeric value per row, 'Add Stat', remove while more than one. */
export function StatRows({
  form,
}: {
  form: UseFormReturn<AboutUsUpdateValues, unknown, AboutUsUpdateData>;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const rows = useFieldArray({ control, name: 'stats' });
  return (
    <FormSection title="Company Statistics">
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
            <TextField
              label={`Stat ${index + 1} Name`}
              maxLength={TEXT_LIMITS.statName}
              error={errors.stats?.[index]?.stat_name?.message}
              {...register(`stats.${index}.stat_name`)}
            />
            <TextField
              label={`Stat ${index + 1} Value`}
              inputMode="numeric"
              maxLength={TEXT_LIMITS.statValue}
              error={errors.stats?.[index]?.value?.message}
              {...cleanedInput(register(`stats.${index}.value`), sanitizeStatValue)}
            />
            {rows.fields.length > 1 ? (
              <Button
                variant="ghost"
                className="mt-6 text-red-700"
                onClick={() => rows.remove(index)}
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
        onClick={() => rows.append(EMPTY_STAT, { shouldFocus: false })}
      >
        <Plus size={16} aria-hidden />
        Add Stat
      </Button>
    </FormSection>
  );
}
