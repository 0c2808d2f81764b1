import { useEffect, useState } from 'react';
import { SelectField } from '../../../../ui/SelectField';
import { inputClasses } from '../../../../ui/TextField';
import type { EstimateUnit } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';
import { FieldError } from './FieldError';

const messages = taskPageMessages.fields;

/** The estimate as a number (saved when focus leaves or on Enter) and its unit beside it. */
export function EstimateField({
  estimate,
  unit,
  error,
  onSave,
}: {
  estimate: number | null;
  unit: EstimateUnit;
  error?: string;
  onSave: (changes: { estimate?: number | null; estimateUnit?: EstimateUnit }) => void;
}) {
  const saved = estimate === null ? '' : String(estimate);
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);

  function commit() {
    const trimmed = draft.trim();
    if (trimmed === saved) return;
    const number = trimmed === '' ? null : Number(trimmed);
    if (number !== null && !Number.isFinite(number)) {
      setDraft(saved);
      return;
    }
    onSave({ estimate: number });
  }

  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-end gap-2">
        <label className="space-y-1.5">
          <span className="block text-sm font-medium text-zinc-800">{messages.estimate}</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={messages.noEstimate}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
            className={`${inputClasses} border-zinc-300 focus:border-brand-500 focus:ring-brand-200`}
          />
        </label>
        <SelectField
          label={messages.estimateUnit}
          hideLabel
          value={unit}
          options={[
            { value: 'points', label: taskPageMessages.estimateUnits.points },
            { value: 'hours', label: taskPageMessages.estimateUnits.hours },
          ]}
          onChange={(change) => {
            if (change.target.value !== unit) {
              onSave({ estimateUnit: change.target.value as EstimateUnit });
            }
          }}
        />
      </div>
      <FieldError message={error} />
    </div>
  );
}
