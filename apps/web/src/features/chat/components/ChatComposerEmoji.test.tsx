import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatComposer } from './ChatComposer';

describe('ChatComposer emoji', () => {
  beforeEach(() => localStorage.clear());

  it('puts the emoji chosen in the picker where the caret was, and keeps writing there', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ChatComposer roomId="room-1" threadId="thread-1" />);
    const textbox = screen.getByRole('textbox', { name: chatMessages.composer.label });
    await user.type(textbox, 'Lunch at one');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');

    await user.click(screen.getByRole('button', { name: chatMessages.emoji.open }));
    const search = await screen.findByRole(
      'searchbox',
      { name: chatMessages.emoji.searchLabel },
      // The picker and its catalogue load on first opening; a loaded machine may take a while.
      { timeout: 15_000 },
    );
    await user.type(search, 'pizza{Enter}');

    expect(textbox).toHaveValue('Lunch at🍕 one');
    expect(textbox).toHaveFocus();
    await user.keyboard('!');
    expect(textbox).toHaveValue('Lunch at🍕! one');
  });
});
