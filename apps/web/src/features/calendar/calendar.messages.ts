import {
  CALENDAR_MESSAGES,
  CALENDARS_MESSAGES,
  INVITATION_MESSAGES,
  REMINDER_MESSAGES,
  reminderLabel,
} from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { calendarMessagesDe } from './calendar.messages.de';
import { calendarMessagesFr } from './calendar.messages.fr';

/**
 * Labels of the calendar that the spec leaves to us. The spec's own texts (alerts, "No Title",
 * "No events scheduled this month"...) are CALENDAR_MESSAGES in the contracts.
 */
export const calendarMessagesEn = {
  documentTitle: 'Calendar · Worksphere',
  title: 'Calendar',
  description: 'Your events and those of your connected calendars, with the weather.',
  toolbarLabel: 'Calendar controls',
  monthLabel: 'Month',
  yearLabel: 'Year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  viewLabel: 'View',
  monthView: 'Month',
  agendaView: 'Agenda',
  dayView: 'Day',
  fourDayView: '4 days',
  weekView: 'Week',
  previousPeriod: { day: 'Previous day', '4day': 'Previous 4 days', week: 'Previous week' },
  nextPeriod: { day: 'Next day', '4day': 'Next 4 days', week: 'Next week' },
  created: 'Event created successfully!',
  copyTable: 'Copy Table',
  /** The header row of the copied table. */
  copyColumns: ['Date', 'Start', 'End', 'Title', 'Room', 'Category', 'Description'],
  addEvent: 'Add Event',
  loading: 'Loading events...',
  retry: 'Try again',
  dismiss: 'Dismiss',
  allDay: 'all day',
  moreEvents: (count: number) => `${count} events`,
  weather: (summary: string, high: number, low: number) =>
    `${summary}, high ${Math.round(high)}°, low ${Math.round(low)}°`,
  weatherSummary: {
    sun: 'Sunny',
    'partly-cloudy': 'Partly cloudy',
    cloud: 'Cloudy',
    fog: 'Fog',
    drizzle: 'Drizzle',
    rain: 'Rain',
    snow: 'Snow',
    thunderstorm: 'Thunderstorm',
    default: 'Weather',
  },
  dayLabel: (date: string, count: number) =>
    count === 0 ? date : `${date}, ${count} ${count === 1 ? 'event' : 'events'}`,
  accountFailed: (label: string) => `${label}:`,
  /** The server left events out of a very full period (its answer says `truncated`). */
  truncated: 'Too many events to show them all here: some are left out.',
  truncatedUntil: (when: string) =>
    `Too many events to show them all here: only those starting before ${when} are all shown.`,
  dragInstructions:
    'To move an event to another day, press Space on it, use the arrow keys to pick the day, and press Space again. Escape cancels.',
  dragPicked: (title: string) => `Picked up ${title}.`,
  dragOver: (title: string, day: string) => `${title} over ${day}.`,
  dragDropped: (title: string, day: string) => `${title} moved to ${day}.`,
  dragCancelled: (title: string) => `Moving ${title} was cancelled.`,

  timeGrid: {
    allDay: 'All day',
    allDayOf: (day: string) => `${day}, all day`,
    hours: 'Time',
    now: 'Now',
    newEvent: 'New event',
    eventLabel: (title: string, time: string) => `${title}, ${time}`,
    resizeLabel: (title: string) => `Change when ${title} ends`,
    allDayEventLabel: (title: string) => `${title}, all day`,
    resizeAllDayLabel: (title: string) => `Change the last day of ${title}`,
    dragInstructions:
      'To move an event, press Space on it, use the arrow keys (up and down: 15 minutes, left and right: a day) and press Space again. On its bottom edge, up and down change when it ends. In the all-day row, left and right move an event by a day, and on its right edge change its last day. Escape cancels.',
  },

  detail: {
    time: 'When',
    room: 'Room',
    category: 'Category',
    description: 'Description',
    none: '—',
    edit: 'Edit',
    delete: 'Delete',
    readOnly: 'This event comes from the provider read-only and cannot be changed here.',
    repeats: 'Repeats',
  },

  /** "Every week on Monday and Wednesday, until Jun 30, 2026" in the detail modal. */
  repeatText: {
    every: {
      daily: (interval: number) => (interval === 1 ? 'Every day' : `Every ${interval} days`),
      weekly: (interval: number) => (interval === 1 ? 'Every week' : `Every ${interval} weeks`),
      monthly: (interval: number) => (interval === 1 ? 'Every month' : `Every ${interval} months`),
      yearly: (interval: number) => (interval === 1 ? 'Every year' : `Every ${interval} years`),
    },
    onDays: (days: string) => ` on ${days}`,
    until: (date: string) => `, until ${date}`,
    times: (count: number) => (count === 1 ? ', once' : `, ${count} times`),
  },

  form: {
    addTitle: 'Add Event',
    editTitle: 'Edit Event',
    title: 'Title',
    start: 'Start',
    end: 'End',
    allDay: 'All day',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    location: 'Room',
    description: 'Description',
    account: 'Calendar',
    repeat: 'Repeat',
    repeatOptions: {
      none: 'Does not repeat',
      daily: 'Daily',
      weekly: 'Weekly',
      monthly: 'Monthly',
      yearly: 'Yearly',
    },
    onDays: 'On these days',
    weekdays: { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' },
    weekdayNames: {
      MO: 'Monday',
      TU: 'Tuesday',
      WE: 'Wednesday',
      TH: 'Thursday',
      FR: 'Friday',
      SA: 'Saturday',
      SU: 'Sunday',
    },
    ends: 'Ends',
    endsOptions: { never: 'Never', until: 'On a date', count: 'After a number of times' },
    until: 'Last date',
    count: 'Number of times',
    save: 'Save',
    create: 'Add Event',
    cancel: 'Cancel',
  },

  scope: {
    editTitle: 'Change a repeating event',
    deleteTitle: 'Delete a repeating event',
    question: 'This event repeats. Which events should change?',
    occurrence: 'This event',
    following: 'This and following events',
    series: 'All events',
    cancel: 'Cancel',
  },
  deleteTitle: 'Delete event',
  deleteButton: 'Delete',

  feed: {
    title: 'Calendar feed',
    description:
      'A private address phones and other calendar apps can subscribe to. It shows your Workspace calendar; anyone with the address can read it.',
    loading: 'Loading the feed...',
    /** Named in "Failed to fetch the calendar feed." */
    listName: 'the calendar feed',
    none: 'No feed address yet.',
    create: 'Create feed address',
    copy: 'Copy address',
    copied: 'Feed address copied.',
    copyFailed: 'Could not copy the address.',
    rotate: 'Make a new address',
    rotateTitle: 'Make a new feed address?',
    rotateConfirm: 'The current address stops working. Subscriptions using it must be updated.',
    revoke: 'Turn off the feed',
    revokeTitle: 'Turn off the calendar feed?',
    revokeConfirm: 'The address stops working at once.',
    urlLabel: 'Feed address',
    failed: 'Could not change the calendar feed.',
  },

  timeZone: {
    title: 'Time zone',
    description: 'The calendar shows days and times in this zone.',
    label: 'Time zone',
    browserDefault: 'Browser default',
    browserDefaultWith: (zone: string) => `Browser default (${zone})`,
    saved: 'Time zone saved.',
    failed: 'Could not save the time zone.',
  },

  quick: {
    accountLabel: 'Calendar account',
  },

  widget: {
    title: 'Today',
    description: 'Today’s events across your calendars, and the weather.',
    empty: 'Nothing scheduled today.',
    openCalendar: 'Open the calendar',
    listName: 'today’s events',
  },

  /** The contracts' texts the calendar shows (spec 3 §3, §8), to the letter in English. */
  spec: {
    noTitle: CALENDAR_MESSAGES.noTitle,
    noEventsThisMonth: CALENDAR_MESSAGES.noEventsThisMonth,
    selectAccount: CALENDAR_MESSAGES.selectAccount,
    deleteConfirm: CALENDAR_MESSAGES.deleteConfirm,
    fetchFailed: CALENDAR_MESSAGES.fetchFailed,
    createFailed: CALENDAR_MESSAGES.createFailed,
    updateFailed: CALENDAR_MESSAGES.updateFailed,
    deleteFailed: CALENDAR_MESSAGES.deleteFailed,
    updated: CALENDAR_MESSAGES.updated,
    deleted: CALENDAR_MESSAGES.deleted,
    copied: CALENDAR_MESSAGES.copied,
    copyFailed: CALENDAR_MESSAGES.copyFailed,
    alert: CALENDAR_MESSAGES.alert,
    titleRequired: CALENDAR_MESSAGES.titleRequired,
    startRequired: CALENDAR_MESSAGES.startRequired,
    endRequired: CALENDAR_MESSAGES.endRequired,
    categoryRequired: CALENDAR_MESSAGES.categoryRequired,
    endBeforeStart: CALENDAR_MESSAGES.endBeforeStart,
    untilRequired: 'Choose the last date.',
    countInvalid: 'Enter a number from 1 to 1000.',
  },

  /** Shared calendars: the list, the sidebar and their dialogs. */
  calendars: {
    listTitle: CALENDARS_MESSAGES.listTitle,
    myCalendar: CALENDARS_MESSAGES.myCalendar,
    workspaceCalendar: CALENDARS_MESSAGES.workspaceCalendar,
    showCalendars: CALENDARS_MESSAGES.showCalendars,
    private: CALENDARS_MESSAGES.private,
    calendarField: CALENDARS_MESSAGES.calendarField,
    show: CALENDARS_MESSAGES.show,
    addCalendar: CALENDARS_MESSAGES.addCalendar,
    renameCalendar: CALENDARS_MESSAGES.renameCalendar,
    deleteCalendar: CALENDARS_MESSAGES.deleteCalendar,
    nameLabel: CALENDARS_MESSAGES.nameLabel,
    colorLabel: CALENDARS_MESSAGES.colorLabel,
    save: CALENDARS_MESSAGES.save,
    cancel: CALENDARS_MESSAGES.cancel,
    deleteQuestion: CALENDARS_MESSAGES.deleteQuestion,
    moveEventsTo: CALENDARS_MESSAGES.moveEventsTo,
    deleteEvents: CALENDARS_MESSAGES.deleteEvents,
    created: CALENDARS_MESSAGES.created,
    saved: CALENDARS_MESSAGES.saved,
    removed: CALENDARS_MESSAGES.removed,
    nameRequired: CALENDARS_MESSAGES.nameRequired,
    calendarNotFound: CALENDARS_MESSAGES.calendarNotFound,
  },

  /** Attendees, answers and the guest's invitation page ({name}-style placeholders kept). */
  invitations: {
    attendees: INVITATION_MESSAGES.attendees,
    addMember: INVITATION_MESSAGES.addMember,
    addMemberPlaceholder: INVITATION_MESSAGES.addMemberPlaceholder,
    addEmail: INVITATION_MESSAGES.addEmail,
    addEmailButton: INVITATION_MESSAGES.addEmailButton,
    remove: INVITATION_MESSAGES.remove,
    noAttendees: INVITATION_MESSAGES.noAttendees,
    busyTitle: INVITATION_MESSAGES.busyTitle,
    busyNone: INVITATION_MESSAGES.busyNone,
    busyLoading: INVITATION_MESSAGES.busyLoading,
    busyFailed: INVITATION_MESSAGES.busyFailed,
    yourAnswer: INVITATION_MESSAGES.yourAnswer,
    answerSaved: INVITATION_MESSAGES.answerSaved,
    answerFailed: INVITATION_MESSAGES.answerFailed,
    statusLabels: INVITATION_MESSAGES.statusLabels,
    replyButtons: INVITATION_MESSAGES.replyButtons,
    invalidEmail: INVITATION_MESSAGES.invalidEmail,
    invitationNotFound: INVITATION_MESSAGES.invitationNotFound,
    mailIntro: INVITATION_MESSAGES.mailIntro,
    mailWhen: INVITATION_MESSAGES.mailWhen,
    mailWhere: INVITATION_MESSAGES.mailWhere,
    pageTitle: INVITATION_MESSAGES.pageTitle,
    pageAnswered: INVITATION_MESSAGES.pageAnswered,
    pageThanks: INVITATION_MESSAGES.pageThanks,
  },

  /** An event's reminders in the form and the detail modal. */
  reminders: {
    label: REMINDER_MESSAGES.label,
    none: REMINDER_MESSAGES.none,
    add: REMINDER_MESSAGES.add,
    remove: REMINDER_MESSAGES.remove,
    /** "At start", "10 minutes before". */
    choice: reminderLabel,
  },
} as const;

export const calendarMessages = localized('calendar', {
  en: calendarMessagesEn,
  fr: calendarMessagesFr,
  de: calendarMessagesDe,
});
