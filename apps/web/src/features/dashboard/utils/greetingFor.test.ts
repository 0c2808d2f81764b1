import { describe, expect, it } from 'vitest';
import { dashboardMessages } from '../dashboard.messages';
import { greetingFor } from './greetingFor';

describe('greetingFor', () => {
  it.each([
    [5, dashboardMessages.greeting.morning],
    [11, dashboardMessages.greeting.morning],
    [12, dashboardMessages.greeting.afternoon],
    [17, dashboardMessages.greeting.afternoon],
    [18, dashboardMessages.greeting.evening],
    [2, dashboardMessages.greeting.evening],
  ])('at %i:00 says %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
