import { Plus, Trash2, X } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { CheckboxField } from '../../../../ui/CheckboxField';
import { IconButton } from '../../../../ui/IconButton';
import { posMessages } from '../../pos.messages';
import type { GroupForm } from '../../utils/productForm';

const messages = posMessages.settings;
const input = 'min-w-0 rounded-md border border-zinc-300 px-2 py-1.5 text-sm';

/** Option groups of a product (Size, Extras) and their choices with price changes. */
export function OptionGroupsEditor({
  groups,
  onChange,
  errors,
}: {
  groups: GroupForm[];
  onChange: (groups: GroupForm[]) => void;
  errors: Record<string, string>;
}) {
  const setGroup = (index: number, group: GroupForm) =>
    onChange(groups.map((g, i) => (i === index ? group : g)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-zinc-900">{messages.optionGroups}</legend>
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="space-y-2 rounded-lg border border-zinc-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <input
              aria-label={messages.groupName}
              placeholder={messages.groupName}
              value={group.name}
              onChange={(event) => setGroup(groupIndex, { ...group, name: event.target.value })}
              className={`${input} flex-1`}
            />
            <IconButton
              label={messages.removeGroup}
              icon={<Trash2 className="size-4" />}
              onClick={() => onChange(groups.filter((_, i) => i !== groupIndex))}
            />
          </div>
          <div className="flex gap-4">
            <CheckboxField
              label={messages.groupRequired}
              checked={group.required}
              onChange={(event) =>
                setGroup(groupIndex, { ...group, required: event.target.checked })
              }
            />
            <CheckboxField
              label={messages.groupMultiple}
              checked={group.multiple}
              onChange={(event) =>
                setGroup(groupIndex, { ...group, multiple: event.target.checked })
              }
            />
          </div>
          <ul className="space-y-1.5">
            {group.choices.map((choice, choiceIndex) => {
              const error = errors[`groups.${groupIndex}.${choiceIndex}`];
              const setChoice = (changes: Partial<typeof choice>) =>
                setGroup(groupIndex, {
                  ...group,
                  choices: group.choices.map((c, i) =>
                    i === choiceIndex ? { ...c, ...changes } : c,
                  ),
                });
              return (
                <li key={choiceIndex} className="flex flex-wrap items-center gap-2">
                  <input
                    aria-label={messages.choiceName}
                    placeholder={messages.choiceName}
                    value={choice.name}
                    onChange={(event) => setChoice({ name: event.target.value })}
                    className={`${input} flex-1`}
                  />
                  <input
                    aria-label={messages.choiceDelta}
                    placeholder="+0.00"
                    inputMode="decimal"
                    value={choice.delta}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => setChoice({ delta: event.target.value })}
                    className={`${input} w-24 ${error ? 'border-red-400' : ''}`}
                  />
                  <IconButton
                    label={messages.removeChoice}
                    icon={<X className="size-4" />}
                    onClick={() =>
                      setGroup(groupIndex, {
                        ...group,
                        choices: group.choices.filter((_, i) => i !== choiceIndex),
                      })
                    }
                  />
                  {error ? <p className="w-full text-xs text-red-600">{error}</p> : null}
                </li>
              );
            })}
          </ul>
          <Button
            size="sm"
            variant="ghost"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() =>
              setGroup(groupIndex, {
                ...group,
                choices: [...group.choices, { name: '', delta: '' }],
              })
            }
          >
            {messages.addChoice}
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() =>
          onChange([
            ...groups,
            { name: '', required: false, multiple: false, choices: [{ name: '', delta: '' }] },
          ])
        }
      >
        {messages.addGroup}
      </Button>
    </fieldset>
  );
}
