import { describe, expect, it } from 'vitest';
import { AI_OFFLINE_COMMANDS } from '@worksphere/contracts';
import { parseCommand } from './grammar.js';

// Monday 23 November 2026, 06:30 in New York.
const clock = { now: new Date('2026-11-23T11:30:00Z'), timeZone: 'America/New_York' };
const parse = (text: string) => parseCommand(text, clock);

describe('the offline command grammar', () => {
  it('creates a task with a due time in the user’s zone and assignees', () => {
    expect(parse('create a task review budget due friday 3pm for sam')).toEqual({
      kind: 'createTask',
      title: 'review budget',
      due: new Date('2026-11-27T20:00:00Z'),
      assignees: ['sam'],
    });
    expect(parse('add task call the bank for sam and alex due tomorrow')).toEqual({
      kind: 'createTask',
      title: 'call the bank',
      due: new Date('2026-11-24T22:00:00Z'),
      assignees: ['sam', 'alex'],
    });
    expect(parse('new task water the plants')).toEqual({
      kind: 'createTask',
      title: 'water the plants',
      due: null,
      assignees: [],
    });
  });

  it('reads notes, with the first sentence as title', () => {
    expect(parse('note: buy printer paper. Ask Sam which kind.')).toEqual({
      kind: 'createNote',
      title: 'buy printer paper.',
      content: 'buy printer paper. Ask Sam which kind.',
    });
    expect(parse('create a note client wants blue')).toMatchObject({
      kind: 'createNote',
      title: 'client wants blue',
    });
  });

  it('reads task and calendar questions with ranges', () => {
    expect(parse('my tasks due this week')).toEqual({
      kind: 'myTasks',
      range: {
        from: new Date('2026-11-23T05:00:00Z'),
        to: new Date('2026-11-30T04:59:59.999Z'),
        label: 'this week',
      },
    });
    expect(parse('my tasks')).toEqual({ kind: 'myTasks', range: null });
    expect(parse('what is on my calendar tomorrow')).toEqual({
      kind: 'calendar',
      range: {
        from: new Date('2026-11-24T05:00:00Z'),
        to: new Date('2026-11-25T04:59:59.999Z'),
        label: 'tomorrow',
      },
    });
    expect(parse('what is on my calendar on friday')).toMatchObject({
      kind: 'calendar',
      range: { label: 'on Fri, Nov 27, 2026' },
    });
    expect(parse("what's on my calendar?")).toMatchObject({
      kind: 'calendar',
      range: { label: 'today' },
    });
  });

  it('schedules events with a length', () => {
    expect(parse('schedule team lunch friday 12:30 for 1 hour')).toEqual({
      kind: 'schedule',
      title: 'team lunch',
      start: new Date('2026-11-27T17:30:00Z'),
      end: new Date('2026-11-27T18:30:00Z'),
    });
    expect(parse('schedule dentist tomorrow at 9am')).toMatchObject({
      title: 'dentist',
      start: new Date('2026-11-24T14:00:00Z'),
      end: new Date('2026-11-24T15:00:00Z'),
    });
  });

  it('reads orders, searches, navigation, completion and texts', () => {
    expect(parse('order 2 large lattes and a bagel')).toEqual({
      kind: 'order',
      items: [
        { quantity: 2, words: 'large lattes' },
        { quantity: 1, words: 'bagel' },
      ],
    });
    expect(parse('search chat invoice')).toEqual({ kind: 'searchChat', query: 'invoice' });
    expect(parse('find notes budget')).toEqual({ kind: 'findNotes', query: 'budget' });
    expect(parse('find tasks about budget')).toEqual({ kind: 'findTasks', query: 'budget' });
    expect(parse('complete task review budget')).toEqual({
      kind: 'completeTask',
      query: 'review budget',
    });
    expect(parse('mark review budget as done')).toEqual({
      kind: 'completeTask',
      query: 'review budget',
    });
    expect(parse('go to calendar')).toEqual({ kind: 'navigate', path: '/calendar' });
    expect(parse('open the pos')).toEqual({ kind: 'navigate', path: '/pos/create-order-pos' });
    expect(parse('text 555 0100 running late')).toEqual({
      kind: 'text',
      to: '555 0100',
      message: 'running late',
      send: false,
    });
    expect(parse('text 555 0100 running late, send it')).toEqual({
      kind: 'text',
      to: '555 0100',
      message: 'running late',
      send: true,
    });
    expect(parse('sms +1 (555) 010-0100 on my way and send it now.')).toEqual({
      kind: 'text',
      to: '+1 (555) 010-0100',
      message: 'on my way',
      send: true,
    });
    expect(parse('text 555 0100 I will send it tomorrow')).toMatchObject({
      message: 'I will send it tomorrow',
      send: false,
    });
    expect(parse('help')).toEqual({ kind: 'help' });
  });

  it('greets back, by the part of the day named', () => {
    expect(parse('hi')).toEqual({ kind: 'greeting', salutation: 'Hello' });
    expect(parse('Hello!')).toEqual({ kind: 'greeting', salutation: 'Hello' });
    expect(parse('hey there')).toEqual({ kind: 'greeting', salutation: 'Hello' });
    expect(parse('Good morning')).toEqual({ kind: 'greeting', salutation: 'Good morning' });
    expect(parse('good evening, assistant')).toMatchObject({ kind: 'unknown' });
    expect(parse('good evening assistant')).toEqual({
      kind: 'greeting',
      salutation: 'Good evening',
    });
  });

  it('answers what it can do, apart from the full manual', () => {
    expect(parse('what can you do?')).toEqual({ kind: 'capabilities' });
    expect(parse('How can you help me')).toEqual({ kind: 'capabilities' });
    expect(parse('help')).toEqual({ kind: 'help' });
  });

  it('reads "remind me to ... at ..." in the user’s zone', () => {
    expect(parse('remind me to call the bank at 3pm')).toEqual({
      kind: 'remind',
      title: 'call the bank',
      at: new Date('2026-11-23T20:00:00Z'),
    });
    expect(parse('remind me to water the plants tomorrow at 8:30')).toEqual({
      kind: 'remind',
      title: 'water the plants',
      at: new Date('2026-11-24T13:30:00Z'),
    });
    expect(parse('Remind me on friday to send the invoice')).toEqual({
      kind: 'remind',
      title: 'send the invoice',
      at: new Date('2026-11-27T14:00:00Z'),
    });
    expect(parse('remind me to stretch in 20 minutes')).toEqual({
      kind: 'remind',
      title: 'stretch',
      at: new Date('2026-11-23T11:50:00Z'),
    });
    expect(parse('remind me to call Sam')).toEqual({
      kind: 'remind',
      title: 'call Sam',
      at: null,
    });
  });

  it('reads "add", "book" and "schedule" as events when a time is named, else as tasks', () => {
    expect(parse('add dentist friday at 3pm')).toMatchObject({
      kind: 'schedule',
      title: 'dentist',
      start: new Date('2026-11-27T20:00:00Z'),
    });
    expect(parse('add buy milk to my tasks')).toEqual({
      kind: 'createTask',
      title: 'buy milk',
      due: null,
      assignees: [],
    });
    expect(parse('add lunch with Ana to my calendar tomorrow at noon')).toMatchObject({
      kind: 'schedule',
      title: 'lunch with Ana',
      start: new Date('2026-11-24T17:00:00Z'),
    });
    expect(parse('add order the flyers')).toMatchObject({ kind: 'createTask' });
    expect(parse('book a meeting room friday 2pm for 30 minutes')).toEqual({
      kind: 'schedule',
      title: 'a meeting room',
      start: new Date('2026-11-27T19:00:00Z'),
      end: new Date('2026-11-27T19:30:00Z'),
    });
  });

  it('reads moving and cancelling', () => {
    expect(parse('move the dentist to friday 4pm')).toEqual({
      kind: 'move',
      query: 'dentist',
      to: new Date('2026-11-27T21:00:00Z'),
      hasDay: true,
      hasTime: true,
    });
    expect(parse('move team lunch to 1pm')).toMatchObject({
      kind: 'move',
      query: 'team lunch',
      hasDay: false,
      hasTime: true,
    });
    expect(parse('reschedule standup to tomorrow')).toMatchObject({
      kind: 'move',
      query: 'standup',
      hasDay: true,
      hasTime: false,
    });
    expect(parse('cancel my dentist appointment')).toEqual({ kind: 'cancel', query: 'dentist' });
    expect(parse('call off the team lunch')).toEqual({ kind: 'cancel', query: 'team lunch' });
  });

  it('reads who is, chat news and sales', () => {
    expect(parse('who is Ana?')).toEqual({ kind: 'whoIs', name: 'Ana' });
    expect(parse("who's @sam.lee")).toEqual({ kind: 'whoIs', name: 'sam.lee' });
    expect(parse("what's new in chat?")).toEqual({ kind: 'chatNews' });
    expect(parse('anything new in the chat')).toEqual({ kind: 'chatNews' });
    expect(parse('catch me up')).toEqual({ kind: 'chatNews' });
    expect(parse('how are sales today?')).toEqual({ kind: 'sales' });
    expect(parse('how are sales going')).toEqual({ kind: 'sales' });
    expect(parse("today's sales")).toEqual({ kind: 'sales' });
  });

  it('keeps options named with "with" in an order line', () => {
    expect(parse('order a large latte with oat milk and a bagel')).toEqual({
      kind: 'order',
      items: [
        { quantity: 1, words: 'large latte with oat milk' },
        { quantity: 1, words: 'bagel' },
      ],
    });
  });

  it('forgives a typo of one letter in a command word', () => {
    expect(parse('remnid me to call the bank at 3pm')).toMatchObject({
      kind: 'remind',
      title: 'call the bank',
    });
    expect(parse('shcedule dentist tomorrow at 9am')).toMatchObject({
      kind: 'schedule',
      title: 'dentist',
    });
    expect(parse('what is on my calender tomorrow')).toMatchObject({
      kind: 'calendar',
      range: { label: 'tomorrow' },
    });
    expect(parse('helloo')).toEqual({ kind: 'greeting', salutation: 'Hello' });
    // "helo" is one letter from both "hello" and "help": left as it is.
    expect(parse('helo')).toEqual({ kind: 'unknown' });
    expect(parse('how are slaes today')).toEqual({ kind: 'sales' });
    // Two letters off is not a command word.
    expect(parse('shedcule dentist tomorrow at 9am')).toEqual({ kind: 'unknown' });
  });

  it('leaves anything else unknown', () => {
    expect(parse('write me a poem about taxes')).toEqual({ kind: 'unknown' });
    expect(parse('go to the moon')).toEqual({ kind: 'unknown' });
  });

  it('understands every documented example', () => {
    for (const { example } of AI_OFFLINE_COMMANDS) {
      expect(parse(example).kind, example).not.toBe('unknown');
    }
  });
});
