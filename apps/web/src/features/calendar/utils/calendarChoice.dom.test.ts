import type { CalendarEntry } from '@worksphere/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choiceRequestFields,
  defaultChoice,
  rememberChoice,
  rememberedChoice,
  writableChoices,
} from './calendarChoice';

const entry = (id: string, kind: CalendarEntry['kind'], writable = true): CalendarEntry => ({
  id,
  kind,
  name: id,
  color: '#4f46e5',
  accountId: kind === 'account' ? id : 'local',
  calendarId: kind === 'account' ? null : id,
  writable,
});
const list = [
  entry('mine', 'private'),
  entry('shared', 'shared'),
  entry('google', 'account'),
  entry('broken', 'account', false),
];

afterEach(() => window.localStorage.clear());

describe('the add form’s calendar', () => {
  it('offers the writable calendars, My calendar first', () => {
    expect(writableChoices(list).map((choice) => choice.id)).toEqual(['mine', 'shared', 'google']);
  });

  it('starts on the remembered calendar, per user, while it can still be written to', () => {
    const choices = writableChoices(list);
    rememberChoice('user-1', 'shared');
    expect(defaultChoice(choices, rememberedChoice('user-1'), null)).toBe('shared');
    expect(rememberedChoice('user-2')).toBeNull();
    expect(defaultChoice(choices, 'broken', null)).toBe('shared');
  });

  it('else the account the view shows, else the shared one; with one calendar, that one', () => {
    const choices = writableChoices(list);
    expect(defaultChoice(choices, null, 'google')).toBe('google');
    expect(defaultChoice(choices, null, null)).toBe('shared');
    expect(defaultChoice(writableChoices([entry('mine', 'private')]), null, null)).toBe('mine');
    expect(defaultChoice(writableChoices([entry('only', 'shared')]), null, 'all')).toBe('only');
  });

  it('sends Private only for shared calendars', () => {
    const [mine, shared, google] = writableChoices(list);
    expect(choiceRequestFields(shared!, true)).toEqual({
      accountId: 'local',
      calendarId: 'shared',
      isPrivate: true,
    });
    expect(choiceRequestFields(mine!, true)).toMatchObject({ isPrivate: false });
    expect(choiceRequestFields(google!, true)).toEqual({ accountId: 'google' });
  });
});
