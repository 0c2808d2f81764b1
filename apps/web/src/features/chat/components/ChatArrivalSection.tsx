import { CHAT_ARRIVALS, chatArrivalSchema } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { CardSection } from '../../../ui/CardSection';
import { SelectField } from '../../../ui/SelectField';
import { useAuth, useCurrentUser } from '../../auth/components/useAuth';
import { useUpdateChatArrivalMutation } from '../api/chatArrivalApi';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.arrival;
const OPTIONS = CHAT_ARRIVALS.map((value) => ({ value, label: messages.options[value] }));

/**
 * Settings → Notifications: what a chat message from someone else does when it arrives: open
 * the chat window (the spec's behaviour), show a toast and count it, or only count it. Saved on
 * the server with the user, so every device follows it.
 */
export function ChatArrivalSection() {
  const user = useCurrentUser();
  const { replaceCurrentUser } = useAuth();
  const update = useUpdateChatArrivalMutation();

  function handleChange(value: string) {
    const chosen = chatArrivalSchema.safeParse(value);
    if (!chosen.success || chosen.data === user.chatArrival) return;
    update.mutate(chosen.data, {
      onSuccess: (saved) => {
        replaceCurrentUser(saved);
        toast.success(messages.saved);
      },
    });
  }

  return (
    <CardSection id="chat-arrival" title={messages.title} description={messages.description}>
      <div className="max-w-md space-y-3">
        {update.isError ? (
          <Alert tone="error">{describeApiError(update.error, messages.failed)}</Alert>
        ) : null}
        <SelectField
          label={messages.label}
          options={OPTIONS}
          value={update.isPending ? update.variables : user.chatArrival}
          onChange={(event) => handleChange(event.target.value)}
          disabled={update.isPending}
        />
      </div>
    </CardSection>
  );
}
