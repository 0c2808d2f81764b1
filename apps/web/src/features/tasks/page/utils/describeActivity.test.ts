import { describe, expect, it } from 'vitest';
import { describeActivity } from './describeActivity';

const formatDateTime = (iso: string) => `<${iso.slice(0, 10)}>`;

describe('describeActivity', () => {
  it('tells a change from one value to another with the field name people read', () => {
    expect(
      describeActivity({ field: 'state', from: 'To do', to: 'In progress' }, formatDateTime),
    ).toBe('changed Status from To do to In progress');
  });

  it('tells a value set from nothing and a value cleared', () => {
    expect(describeActivity({ field: 'priority', from: null, to: 'High' }, formatDateTime)).toBe(
      'set Priority to High',
    );
    expect(describeActivity({ field: 'labels', from: 'Bug', to: null }, formatDateTime)).toBe(
      'cleared Labels (was Bug)',
    );
  });

  it('shows dates with the viewer formatter and the creation as its own sentence', () => {
    expect(
      describeActivity(
        { field: 'dueDate', from: '2027-03-01T09:00:00.000Z', to: '2027-03-05T09:00:00.000Z' },
        formatDateTime,
      ),
    ).toBe('changed Due date from <2027-03-01> to <2027-03-05>');
    expect(describeActivity({ field: 'created', from: null, to: 'Write' }, formatDateTime)).toBe(
      'created the task',
    );
  });
});
