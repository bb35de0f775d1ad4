'use client';

import {
  sanitizeStatValue,
  TEXT_LIMITS,
  type AboutUsUpdateData,
  type AboutUsUpdateValues,
} from '@kasar/validators';
import { TextField } from '@kasar/ui';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';

import { cleanedInput } from '~/components/cleaned-input';

import { FormSection } from '../form-section';
import { AddRowButton, RemoveRowButton } from '../form-row-buttons';
import { fieldProps } from '../use-dashboard-form';

export const EMPTY_STAT = { stat_name: '', value: '' };

/** Company Statistics: name and numeric value per row, 'Add Stat', remove while more than one. */
export function StatRows({
  form,
}: {
  form: UseFormReturn<AboutUsUpdateValues, unknown, AboutUsUpdateData>;
}) {
  const { register, control, formState } = form;
  const rows = useFieldArray({ control, name: 'stats' });
  return (
    <FormSection title="Company Statistics">
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
            <TextField
              label={`Stat ${index + 1} Name`}
              maxLength={TEXT_LIMITS.statName}
              {...fieldProps(form, `stats.${index}.stat_name`)}
            />
            <TextField
              label={`Stat ${index + 1} Value`}
              inputMode="numeric"
              maxLength={TEXT_LIMITS.statValue}
              error={formState.errors.stats?.[index]?.value?.message}
              defaultValue={row.value ?? undefined}
              {...cleanedInput(register(`stats.${index}.value`), sanitizeStatValue)}
            />
            <RemoveRowButton rows={rows} index={index} noun="stat" className="mt-6" />
          </li>
        ))}
      </ul>
      <AddRowButton
        label="Add Stat"
        onClick={() => rows.append(EMPTY_STAT, { shouldFocus: false })}
      />
    </FormSection>
  );
}
