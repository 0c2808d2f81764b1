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
