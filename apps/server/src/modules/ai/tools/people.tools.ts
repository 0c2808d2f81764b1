import { z } from 'zod';
import { listOrganizationUsers } from '../../users/users.repo.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

const PEOPLE_MAX = 5;

/** "who is ...": members of the organisation and the contacts the user sees, by name. */
export function peopleTools({ contacts, deps }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'find_people',
      risk: 'none',
      untrustedContent: true,
      description:
        "Find people by name: active members of the user's organisation (with their role) and the contacts the user can see (company, title, phones, e-mails).",
      parameters: z.object({ name: z.string().trim().min(1).max(200) }),
      async run({ session }, args) {
        const words = args.name.toLowerCase().split(/\s+/).filter(Boolean);
        const fits = (...fields: string[]) => {
          const haystack = fields.join(' ').toLowerCase();
          return words.every((word) => haystack.includes(word));
        };
        const members = (await listOrganizationUsers(deps.db, session.organizationId))
          .filter((user) => user.active)
          .filter((user) => fits(user.firstName, user.lastName, user.username))
          .slice(0, PEOPLE_MAX)
          .map((user) => ({
            name: `${user.firstName} ${user.lastName}`.trim() || user.username,
            username: user.username,
            role: user.role,
            email: user.email,
          }));
        const found = await contacts.listContacts(session, {
          q: args.name,
          limit: PEOPLE_MAX,
          offset: 0,
        });
        return {
          members,
          contacts: found.contacts.map((contact) => ({
            id: contact.id,
            name: contact.displayName,
            company: contact.company,
            title: contact.title,
            phones: contact.phones.map((phone) => phone.number),
            emails: contact.emails.map((email) => email.address),
          })),
        };
      },
    }),
  ];
}
