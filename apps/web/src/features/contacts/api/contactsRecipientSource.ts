import type { ContactsResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import type { RecipientSource } from '../../mail/utils/recipientInput';
import { CONTACT_SUGGESTIONS_LIMIT } from './contactsApi';

/** Contacts' e-mail addresses as suggestions of the mail composer's recipients fields. */
export const contactsRecipientSource: RecipientSource = {
  key: 'contacts',
  search: async (query, signal) => {
    const params = new URLSearchParams({ q: query, limit: String(CONTACT_SUGGESTIONS_LIMIT) });
    const { contacts } = await apiRequest<ContactsResponse>(`/contacts?${params.toString()}`, {
      signal,
    });
    return contacts.flatMap((contact) =>
      contact.emails.map((email) => ({ name: contact.displayName, address: email.address })),
    );
  },
};
