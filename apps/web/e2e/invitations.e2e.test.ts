import { INBOX_MESSAGES, INVITATION_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { calendarMessages } from '../src/features/calendar/calendar.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { chooseOption, selectButton } from './support/fields';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const form = calendarMessages.form;
const adminAccount = makeAccount('Olga');
const memberAccount = makeAccount('Milo');
const memberName = `${memberAccount.firstName} ${memberAccount.lastName}`;

/**
 * An invitation between two members: the organiser adds the other as an attendee (seeing their
 * day's busy times), the member accepts from their Inbox, and the organiser's event shows it.
 */
describe('event invitations', () => {
  const team = setUpTwoMembers(adminAccount, memberAccount);

  it('a member accepts from the Inbox and the organiser sees "Accepted"', async () => {
    const { admin, member } = team;
    await admin
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.calendar })
      .click();
    await admin.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await selectButton(admin, 'Calendar account').click();
    await admin.getByRole('option', { name: /^Workspace calendar/ }).click();

    await admin.getByRole('button', { name: calendarMessages.addEvent }).click();
    const dialog = admin.getByRole('dialog', { name: form.addTitle });
    await dialog.getByLabel(form.title).fill('Design review');
    await chooseOption(dialog, admin, form.category, 'Work');
    const attendees = dialog.getByRole('group', { name: INVITATION_MESSAGES.attendees });
    await chooseOption(attendees, admin, INVITATION_MESSAGES.addMember, memberName);
    // The invited list (the busy times below are a list too, and name them as well).
    await attendees
      .getByRole('list', { name: INVITATION_MESSAGES.attendees, exact: true })
      .getByText(memberName)
      .waitFor();
    // Their busy times of the day show while inviting: nothing yet.
    await expect
      .poll(() => attendees.getByTestId('attendee-busy').textContent())
      .toBe(`${memberName}: ${INVITATION_MESSAGES.busyNone}`);
    await dialog.getByRole('button', { name: form.create }).click();
    await dialog.waitFor({ state: 'detached' });

    await member.goto('/inbox');
    const item = member
      .getByRole('list', { name: INBOX_MESSAGES.title })
      .locator('[data-testid="inbox-item"][data-kind="event_invitation"]');
    await item.getByText('Design review').waitFor();
    await item.getByText(INVITATION_MESSAGES.inboxInvited).waitFor();
    await item
      .getByRole('group', { name: INVITATION_MESSAGES.yourAnswer })
      .getByRole('button', { name: INVITATION_MESSAGES.replyButtons.accepted })
      .click();
    await member.getByText(INVITATION_MESSAGES.answerSaved).waitFor();
    await expect
      .poll(() =>
        item
          .getByRole('button', { name: INVITATION_MESSAGES.replyButtons.accepted })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    await admin.reload();
    await admin.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await admin
      .getByRole('button', { name: /Design review/ })
      .first()
      .click();
    const detail = admin.getByRole('dialog', { name: 'Design review' });
    const attendee = detail.getByTestId('event-attendee');
    await expect
      .poll(() => attendee.textContent())
      .toBe(`${memberName}${INVITATION_MESSAGES.statusLabels.accepted}`);
  });
});
