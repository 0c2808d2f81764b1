/** How a person is named in lists: first and last name, or the username when both are empty. */
export function displayNameOf(person: {
  username: string;
  firstName: string;
  lastName: string;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}
