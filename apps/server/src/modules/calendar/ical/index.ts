/** The shared iCalendar writer: the feed, CalDAV writes and iTIP invitations all use it. */
export { escapeText, foldLine, joinLines, property } from './content-line.js';
export type { PropertyParams } from './content-line.js';
export {
  formatDate,
  formatFloating,
  formatUtc,
  formatWall,
  isUtcZone,
  timeProperty,
  type IcalTime,
} from './ical-values.js';
export { rruleValue } from './rrule.js';
export { renderVcalendar, PRODUCT_ID, type VcalendarInput } from './vcalendar.js';
export { timeLine, veventLines, zonesOf, type VeventInput } from './vevent.js';
export { vtimezoneLines } from './vtimezone.js';
