/** Query keys of the calendar; every event change invalidates `events`. */
export const calendarKeys = {
  events: ['calendar', 'events'] as const,
  eventList: (accountId: string, timeMin: string, timeMax: string) =>
    ['calendar', 'events', accountId, timeMin, timeMax] as const,
  /** Every forecast the calendar and the Today widget hold (a new weather location drops them). */
  allWeather: ['weather'] as const,
  weather: (start: string, end: string) => ['weather', start, end] as const,
  feed: () => ['calendar', 'feed'] as const,
};
