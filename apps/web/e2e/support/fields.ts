import type { Locator, Page } from 'playwright-core';

/** A regular expression matching `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A SelectField's button: React Aria names it by the shown value and then the label. */
export function selectButton(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('button', { name: new RegExp(` ${literal(label)}$`) });
}

/** Opens a SelectField and picks an option by its text (the list opens over the page). */
export async function chooseOption(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
) {
  await selectButton(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types into a DatePickerField part by part, from its first part; the browser's locale (en-US)
 * orders them: MM DD YYYY, then hh mm and A or P for a time.
 */
export async function typeDate(scope: Page | Locator, page: Page, label: string, typed: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
}
