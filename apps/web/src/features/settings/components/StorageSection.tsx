import { CardSection } from '../../../ui/CardSection';
import { StorageUsage } from '../../documents/components/StorageUsage';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.storage;

/** The organisation's file storage against its quota, for admins. */
export function StorageSection() {
  return (
    <CardSection id="storage" title={messages.title} description={messages.description}>
      <StorageUsage />
      <p className="mt-3 text-sm text-zinc-500">{messages.howToChange}</p>
    </CardSection>
  );
}
