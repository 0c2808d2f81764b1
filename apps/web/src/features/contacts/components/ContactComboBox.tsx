import clsx from 'clsx';
import { useContext, useEffect, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { itemClasses, popoverClasses } from '../../../ui/overlayClasses';
import { useDebouncedValue } from '../../command-palette/utils/useDebouncedValue';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { useContactSuggestionsQuery } from '../api/contactsApi';
import { contactsMessages } from '../contacts.messages';
import {
  emailSuggestions,
  isNameSearch,
  lastListEntry,
  phoneSuggestions,
  type ContactSuggestion,
} from '../utils/contactSuggestions';

/** Typing pauses this long before contacts are looked up. */
const SUGGEST_DELAY_MS = 150;

type ContactComboBoxProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /**
   * phone: a number field where a typed name finds contacts' numbers; email: an address list
   * ("a@x, b@y") where the entry being typed finds contacts' addresses.
   */
  kind: 'phone' | 'email';
  labelClassName?: string;
  inputClassName?: string;
  className?: string;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A text of the caller's that describes the field (the dialer's "Calls …" line). */
  describedBy?: string;
  /** Marks the field wrong when the caller shows its problem itself (the dialer). */
  isInvalid?: boolean;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * A number or address field that suggests contacts as a name is typed, on React Aria's ComboBox:
 * ArrowDown and ArrowUp move through them, Enter picks one (it fills the field), Escape closes
 * the list; any text stays as typed.
 */
export function ContactComboBox({
  label,
  value,
  onChange,
  kind,
  labelClassName = 'block text-sm font-medium text-zinc-800',
  inputClassName,
  className,
  hint,
  error,
  placeholder,
  name,
  inputRef,
  describedBy,
  isInvalid,
  onBlur,
  onKeyDown,
}: ContactComboBoxProps) {
  const search =
    kind === 'phone' ? (isNameSearch(value) ? value.trim() : '') : lastListEntry(value);
  const query = useDebouncedValue(search, SUGGEST_DELAY_MS);
  const found = useContactSuggestionsQuery(search === '' ? '' : query);
  const contacts = search === '' ? [] : (found.data ?? []);
  const suggestions =
    kind === 'phone' ? phoneSuggestions(contacts) : emailSuggestions(contacts, value);

  return (
    <ComboBox
      className={className ?? 'space-y-1.5'}
      allowsCustomValue
      inputValue={value}
      onInputChange={onChange}
      items={suggestions}
      menuTrigger="input"
      isInvalid={error || isInvalid ? true : undefined}
    >
      <Label className={labelClassName}>{label}</Label>
      <Input
        ref={inputRef}
        name={name}
        type={kind === 'phone' ? 'tel' : 'text'}
        inputMode={kind === 'phone' ? 'tel' : 'email'}
        autoComplete="off"
        placeholder={placeholder}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className={
          inputClassName ??
          clsx(
            'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:outline-none focus:ring-2',
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
          )
        }
      />
      {hint && !error ? (
        <Text slot="description" className="block text-xs text-zinc-500">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text slot="errorMessage" className="block text-xs font-medium text-red-600">
          {error}
        </Text>
      ) : null}
      <OpenWhenFound count={suggestions.length} />
      <Popover className={clsx(popoverClasses, 'max-h-64')}>
        <ListBox aria-label={contactsMessages.suggestions.label} className="outline-none">
          {(item: ContactSuggestion) => {
            const shown = kind === 'phone' ? formatPhoneNumber(item.value) : item.value;
            return (
              <ListBoxItem
                id={item.id}
                // What the field holds once this one is picked.
                textValue={item.fill}
                aria-label={contactsMessages.suggestions.option(item.name, shown)}
                className={clsx(itemClasses, 'flex-col items-start gap-0')}
              >
                <span className="font-medium text-zinc-900">{item.name}</span>
                <span className="text-xs text-zinc-500">
                  {shown}
                  {item.label
                    ? ` · ${contactsMessages.dialog.labels[item.label] ?? item.label}`
                    : ''}
                </span>
              </ListBoxItem>
            );
          }}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * Contacts arrive after typing pauses, when React Aria has already decided the list stays shut
 * (it had nothing to show): open it then, while the field still has the focus.
 */
function OpenWhenFound({ count }: { count: number }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (state && count > 0 && state.isFocused && !state.isOpen) state.open(null, 'input');
    // Only a new set of contacts opens it: a list closed with Escape stays closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);
  return null;
}
