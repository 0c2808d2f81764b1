import { useChatRoomsQuery } from '../api/chatApi';
import { useMemberNames } from '../api/useMemberNames';
import { chatMessages } from '../chat.messages';
import type { ChatSearchForm } from '../utils/chatSearchParams';
import { CheckboxField } from '../../../ui/CheckboxField';
import { DatePickerField } from '../../../ui/DatePickerField';
import { SelectField } from '../../../ui/SelectField';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { roomNameShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages.search;

/** Who wrote it, in which room, between which days, with files or not. */
export function ChatSearchFilters({
  form,
  onChange,
  rangeError,
}: {
  form: ChatSearchForm;
  onChange: (change: Partial<ChatSearchForm>) => void;
  rangeError?: string;
}) {
  const { members } = useMemberNames();
  const rooms = useChatRoomsQuery();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end">
      <legend className="sr-only">{messages.filters}</legend>
      <SelectField
        label={messages.person}
        value={form.from}
        onChange={(event) => onChange({ from: event.target.value })}
        options={[
          { value: '', label: messages.anyone },
          ...members.map((member) => ({ value: member.id, label: displayNameOf(member) })),
        ]}
      />
      <SelectField
        label={messages.room}
        value={form.roomId}
        onChange={(event) => onChange({ roomId: event.target.value })}
        options={[
          { value: '', label: messages.anyRoom },
          ...(rooms.data ?? []).map((room) => ({
            value: room.id,
            label: roomNameShown(room.name),
          })),
        ]}
      />
      <DatePickerField
        label={messages.afterDay}
        granularity="day"
        value={form.afterDay}
        onChange={(afterDay) => onChange({ afterDay })}
      />
      <DatePickerField
        label={messages.beforeDay}
        granularity="day"
        value={form.beforeDay}
        onChange={(beforeDay) => onChange({ beforeDay })}
        error={rangeError}
      />
      <CheckboxField
        label={messages.hasAttachment}
        checked={form.hasAttachment}
        onChange={(event) => onChange({ hasAttachment: event.target.checked })}
        className="h-10"
      />
    </fieldset>
  );
}
