/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  members: () => ['settings', 'members'] as const,
  invitations: () => ['settings', 'invitations'] as const,
  signedInDevices: () => ['settings', 'signed-in-devices'] as const,
  weatherLocation: () => ['settings', 'weather-location'] as const,
};
