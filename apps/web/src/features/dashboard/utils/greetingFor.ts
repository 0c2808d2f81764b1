import { dashboardMessages } from '../dashboard.messages';

/** Greeting for the local hour: morning until noon, afternoon until 18:00, then evening. */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return dashboardMessages.greeting.morning;
  if (hour >= 12 && hour < 18) return dashboardMessages.greeting.afternoon;
  return dashboardMessages.greeting.evening;
}
