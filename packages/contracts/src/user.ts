import { z } from 'zod';
import { STANDALONE_MESSAGE, text, timeZoneSchema } from './validation.js';
import { LOGIN_MESSAGES } from './session-basics.js';
import { phoneNumberSchema } from './calls.js';

/** Roles a member can hold inside an organisation. */
export const ROLES = ['ADMIN', 'MEMBER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every permission string the product knows; ADMIN holds them all. */
export const PERMISSIONS = [
  'tasks:edit',
  'calendar:edit',
  'email:connect',
  'calls:use',
  'pos:sell',
  'pos:manage',
  /** Create, save, rename, move, delete, upload, export and restore in the file manager. */
  'documents:edit',
  'users:manage',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/**
 * Permissions only an ADMIN may grant or take away: with them a member could make themselves
 * or others admins in all but name.
 */
export const ADMIN_ONLY_PERMISSIONS: readonly Permission[] = ['users:manage'];

/** Permissions a new MEMBER starts with. */
export const DEFAULT_MEMBER_PERMISSIONS: Permission[] = [
  'tasks:edit',
  'calendar:edit',
  'email:connect',
  'calls:use',
  'pos:sell',
  'documents:edit',
];

/** Clock shown everywhere: 'auto' follows the locale, else a 12-hour or 24-hour clock. */
export const TIME_FORMATS = ['auto', '12h', '24h'] as const;
export const timeFormatSchema = z.enum(TIME_FORMATS);
export type TimeFormat = z.infer<typeof timeFormatSchema>;

/**
 * What a chat message from someone else does when it arrives (Settings → Notifications): open
 * the floating window on its thread (the spec's behaviour, the default), show a toast and count
 * it, or only count it.
 */
export const CHAT_ARRIVALS = ['open', 'toast', 'count'] as const;
export const chatArrivalSchema = z.enum(CHAT_ARRIVALS);
export type ChatArrival = z.infer<typeof chatArrivalSchema>;

/** Interface languages a user can choose (Settings > Language); null follows the browser. */
export const USER_LOCALES = ['en', 'fr', 'de'] as const;
export const userLocaleSchema = z.enum(USER_LOCALES);
export type UserLocale = z.infer<typeof userLocaleSchema>;

/** The signed-in user as the client sees it (spec 1 §3). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
  role: roleSchema,
  permissions: z.array(z.string()),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationSlug: z.string(),
  organizationPhoneNumber: z.string().nullable(),
  /** IANA zone the calendar is shown in; null: the browser's. */
  timeZone: z.string().nullable(),
  /** 12- or 24-hour clock for every time shown; 'auto': the locale's. */
  timeFormat: timeFormatSchema,
  /** What an incoming chat message does: open the window, a toast, or only the count. */
  chatArrival: chatArrivalSchema,
  /** The member's own phone (E.164): Twilio rings it first for calls in callback mode. */
  phoneNumber: z.string().nullable(),
  /** Interface language chosen in Settings > Language; null: the browser's. */
  locale: userLocaleSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A member of the organisation as listed by GET /user. */
export const memberSchema = userSchema.omit({
  organizationName: true,
  organizationSlug: true,
  organizationPhoneNumber: true,
  timeZone: true,
  timeFormat: true,
  chatArrival: true,
  phoneNumber: true,
  locale: true,
});
export type Member = z.infer<typeof memberSchema>;

export { sessionKeyOf } from './session-basics.js';

const username = text()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(40, 'Username must be at most 40 characters.')
  .regex(
    /^[a-zA-Z0-9._-]+$/,
    'Username may contain only letters, digits, dot, dash and underscore.',
  );
const email = text().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.'));
const password = text()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password must be at most 200 characters.');
const personName = text().trim().max(80).default('');

/** POST /user/login: identifier is a username or an e-mail address. */
export const loginRequestSchema = z.object({
  identifier: text().trim().min(1, LOGIN_MESSAGES.identifierRequired),
  password: text().min(1, LOGIN_MESSAGES.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login, register and switch: the user plus the saved-session key and token. */
export const authResponseSchema = z.object({
  user: userSchema,
  key: z.string(),
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * POST /user/register: a new organisation (organizationName) or joining one
 * (organizationId + inviteToken).
 */
export const registerRequestSchema = z
  .object({
    username,
    email,
    password,
    firstName: personName,
    lastName: personName,
    organizationName: text().trim().min(1).max(120).optional(),
    organizationId: text().trim().min(1).optional(),
    inviteToken: text().trim().min(1).optional(),
  })
  .refine((body) => Boolean(body.organizationName) !== Boolean(body.organizationId), {
    message:
      'Give either organizationName to create an organisation or organizationId to join one.',
    path: ['organizationName'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export const usersResponseSchema = z.object({ users: z.array(memberSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** POST /user/session/switch: make this token's session the cookie session. */
export const switchSessionRequestSchema = z.object({ token: text().min(1) });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /user/recover: always answers the same message, whether the address exists or not. */
export const recoverRequestSchema = z.object({ email });
export const RECOVER_MESSAGE =
  'If an account uses that e-mail address, a reset link is on its way.';
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /user/reset-password */
export const resetPasswordRequestSchema = z.object({
  token: text().min(1),
  password,
});

/** A name in a profile update: left out, it stays (no default, unlike registration). */
const profileName = text().trim().max(80);

/**
 * PUT /user/me: the caller's own profile. Every field left out stays as it is, so one setting
 * (a time zone, the clock) can be saved alone.
 */
export const updateProfileRequestSchema = z.object({
  username: username.optional(),
  email: email.optional(),
  firstName: profileName.optional(),
  lastName: profileName.optional(),
  /** An IANA zone; null or '' goes back to the browser's; left out, it stays. */
  timeZone: z
    .union([z.literal(''), timeZoneSchema])
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
  /** 12/24-hour clock; left out, it stays. */
  timeFormat: timeFormatSchema.optional(),
  /** What an incoming chat message does; left out, it stays. */
  chatArrival: chatArrivalSchema.optional(),
  /** Interface language; null goes back to the browser's; left out, it stays. */
  locale: userLocaleSchema.nullable().optional(),
  /** The member's own phone for callback calls (the phone-number rule); null or '' forgets it. */
  phoneNumber: text()
    .trim()
    .nullable()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const parsed = phoneNumberSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        context.addIssue({
          code: 'custom',
          message: issue.message,
          params: STANDALONE_MESSAGE,
          input: value,
        });
      }
      return z.NEVER;
    }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Said when the current password given to PUT /user/me/password does not match. */
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is wrong.';

/** PUT /user/me/password: other sessions are revoked, the current one stays. */
export const changePasswordRequestSchema = z.object({
  currentPassword: text().min(1, 'Enter your current password.'),
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * PATCH /user/{id}: an admin, or a member with `users:manage`, changes a member's role,
 * permissions or active state. Only an admin may change an admin, grant or take away ADMIN,
 * or grant or take away an ADMIN_ONLY_PERMISSIONS permission.
 */
export const updateMemberRequestSchema = z
  .object({
    role: roleSchema.optional(),
    permissions: z.array(permissionSchema).optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;
export const memberResponseSchema = z.object({ user: memberSchema });

/** How a person is named to others: first and last name, else the username. */
export function personDisplayName(person: {
  username: string;
  firstName: string;
  lastName: string;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}
