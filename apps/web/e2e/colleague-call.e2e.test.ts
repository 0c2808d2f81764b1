import {
  COLLEAGUE_CALL_MESSAGES,
  colleagueCallMessage,
  INBOX_MESSAGES,
} from '@worksphere/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { colleagueCallsMessages } from '../src/features/colleague-calls/colleagueCalls.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { chatMessageList, sendChatMessage } from './support/chat';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const messages = colleagueCallsMessages;

/**
 * Calls between colleagues, in two Chromium profiles with a fake camera and microphone: one
 * member video-calls the other from their direct message, audio and video flow both ways (read
 * from the call window's connection indicator, fed by the peer connection's statistics), and
 * both see the call end; a declined call and a missed call (in the Inbox) too.
 */
describe('calls between colleagues', () => {
  const kim = makeAccount('Kim');
  const lou = makeAccount('Lou');
  const team = setUpTwoMembers(kim, lou);

  const callWindow = (page: Page) => page.getByTestId('colleague-call-window');
  const incoming = (page: Page) => page.getByRole('region', { name: /Incoming/ });

  /** Kim on her direct message with Lou (opened once, reopened by a retry); Lou on /chat. */
  async function openDirectMessage() {
    // Fresh pages: a call left by a failed try ends with its sockets.
    await team.member.goto('/chat');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await team.admin.goto('/chat');
    const directList = team.admin.getByRole('list', { name: chatMessages.direct.title });
    const conversation = directList.getByRole('button', { name: displayNameOf(lou) });
    if (!(await conversation.isVisible())) {
      await team.admin.getByRole('button', { name: chatMessages.direct.newMessage }).click();
      const dialog = team.admin.getByRole('dialog', { name: chatMessages.direct.dialogTitle });
      await dialog
        .getByRole('combobox', { name: chatMessages.direct.membersLabel })
        .fill(lou.firstName);
      await team.admin.getByRole('option', { name: displayNameOf(lou) }).click();
      await dialog.getByRole('button', { name: chatMessages.direct.open }).click();
      await dialog.waitFor({ state: 'detached' });
    } else {
      await conversation.click();
    }
  }

  /** The bytes of audio and video received so far, as the connection indicator shows them. */
  async function bytesReceived(page: Page) {
    const quality = callWindow(page).getByTestId('colleague-call-quality');
    return {
      audio: Number(await quality.getAttribute('data-audio-bytes-received')),
      video: Number(await quality.getAttribute('data-video-bytes-received')),
    };
  }

  /** Audio and video keep arriving: both counts grow past what they were. */
  async function expectMediaFlowing(page: Page) {
    await callWindow(page).getByTestId('colleague-call-quality').waitFor();
    const before = await bytesReceived(page);
    await expect
      .poll(
        async () => {
          const now = await bytesReceived(page);
          return now.audio > before.audio && now.video > before.video && now.video > 0;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  it('Kim video-calls Lou, Lou accepts; audio and video flow both ways, then Kim hangs up', async () => {
    await openDirectMessage();
    await team.admin
      .getByRole('button', { name: messages.buttons.videoCallName(displayNameOf(lou)) })
      .click();
    await callWindow(team.admin)
      .getByText(messages.window.calling(displayNameOf(lou)))
      .waitFor();

    const ringing = incoming(team.member);
    await ringing.getByText(messages.incoming.from(displayNameOf(kim))).waitFor();
    await ringing.getByRole('heading', { name: messages.incoming.videoTitle }).waitFor();
    await saveScreenshot(team.member, 'desktop-colleague-call-incoming');
    await ringing.getByRole('button', { name: messages.incoming.acceptVideo }).click();

    for (const page of [team.admin, team.member]) {
      await expect
        .poll(() => callWindow(page).getAttribute('data-phase'), { timeout: 20_000 })
        .toBe('connected');
    }
    await expectMediaFlowing(team.admin);
    await expectMediaFlowing(team.member);
    await callWindow(team.member).getByLabel(messages.window.timerLabel).waitFor();
    await saveScreenshot(team.member, 'desktop-colleague-call-connected');
    // On a phone the call fills the screen, its controls in reach.
    await team.member.setViewportSize(PHONE_VIEWPORT);
    await expect
      .poll(async () => (await callWindow(team.member).boundingBox())?.width)
      .toBe(PHONE_VIEWPORT.width);
    const hangUp = callWindow(team.member).getByRole('button', { name: messages.window.hangUp });
    // Nothing covers it (a trial click checks that it would receive the press).
    await hangUp.click({ trial: true });
    await saveScreenshot(team.member, 'phone-colleague-call-connected');
    await team.member.setViewportSize(DESKTOP_VIEWPORT);

    // Mute is a toggle the window shows.
    await callWindow(team.member).getByRole('button', { name: messages.window.mute }).click();
    await callWindow(team.member).getByRole('button', { name: messages.window.unmute }).waitFor();

    await callWindow(team.admin).getByRole('button', { name: messages.window.hangUp }).click();
    for (const page of [team.admin, team.member]) {
      await callWindow(page).getByText(messages.outcomes.ended).waitFor();
      await callWindow(page).getByRole('button', { name: messages.window.close }).first().click();
      await callWindow(page).waitFor({ state: 'detached' });
    }
  });

  it('Kim calls Lou from Lou’s profile card; Lou declines and Kim reads so', async () => {
    await openDirectMessage();
    // Lou writes in the conversation; her name on the message opens her profile card.
    const text = `Got a minute? ${Date.now()}`;
    await team.member
      .getByRole('list', { name: chatMessages.direct.title })
      .getByRole('button', { name: new RegExp(displayNameOf(kim)) })
      .click();
    await sendChatMessage(team.member, text);
    await chatMessageList(team.admin).getByText(text).waitFor();
    // Her newest group of messages starts with her name (a retry adds to the same group).
    await chatMessageList(team.admin)
      .getByRole('button', { name: chatMessages.memberCard.open(displayNameOf(lou)) })
      .last()
      .click();
    const card = team.admin.getByRole('dialog', {
      name: chatMessages.memberCard.label(displayNameOf(lou)),
    });
    await card
      .getByRole('button', { name: messages.buttons.callName(displayNameOf(lou)), exact: true })
      .click();
    await card.waitFor({ state: 'detached' });

    const ringing = incoming(team.member);
    await ringing.getByRole('heading', { name: messages.incoming.title }).waitFor();
    await ringing.getByRole('button', { name: messages.incoming.decline }).click();
    await ringing.waitFor({ state: 'detached' });
    await callWindow(team.admin)
      .getByText(messages.outcomes.declined(displayNameOf(lou)))
      .waitFor();
    await callWindow(team.admin)
      .getByRole('button', { name: messages.window.close })
      .first()
      .click();
    await callWindow(team.admin).waitFor({ state: 'detached' });
  });

  it('an unanswered call is missed: Kim reads so, and Lou finds it in the Inbox', async () => {
    await openDirectMessage();
    await team.admin
      .getByRole('button', { name: messages.buttons.callName(displayNameOf(lou)), exact: true })
      .click();
    await incoming(team.member).waitFor();
    // The server ends it after the ring time (12 s in the journeys' server).
    await callWindow(team.admin)
      .getByText(messages.outcomes.noAnswer(displayNameOf(lou)))
      .waitFor({ timeout: 30_000 });
    await incoming(team.member).waitFor({ state: 'detached' });

    await team.member.goto('/inbox');
    const missed = team.member
      .getByRole('list', { name: INBOX_MESSAGES.title })
      .locator('[data-testid="inbox-item"][data-kind="missed_call"]')
      .filter({
        hasText: colleagueCallMessage(COLLEAGUE_CALL_MESSAGES.missedCallTitle, displayNameOf(kim)),
      })
      .first();
    // It opens their direct message, where Lou calls Kim back.
    await missed.getByRole('button').first().click();
    await team.member.waitForURL(/\/chat\?chatRoomId=.+&threadId=.+/);
    await team.member
      .getByRole('button', { name: messages.buttons.callName(displayNameOf(kim)), exact: true })
      .first()
      .waitFor();
  });
});
