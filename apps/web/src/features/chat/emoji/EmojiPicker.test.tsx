import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../chat.messages';
import { EmojiPicker } from './EmojiPicker';
import { readRecentEmoji } from './recentEmoji';

const messages = chatMessages.emoji;

function renderPicker() {
  const onChoose = vi.fn();
  render(<EmojiPicker onChoose={onChoose} />);
  return { onChoose, user: userEvent.setup() };
}

// Each test renders all ~1,900 emoji; jsdom on a loaded machine needs more than the default.
describe('EmojiPicker', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('draws every emoji from the shipped images, by category', () => {
    renderPicker();
    const smileys = screen.getByRole('group', { name: 'Smileys & Emotion' });
    const first = within(smileys).getAllByRole('button')[0]!;
    expect(first).toHaveAccessibleName('grinning face');
    expect(within(first).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/assets\/twemoji-[\d.]+\/1f600\.png$/),
    );
    expect(screen.getByRole('group', { name: 'Flags' })).toBeInTheDocument();
    // The graphics' licence (CC-BY 4.0) asks for credit where they are shown.
    expect(screen.getByRole('link', { name: messages.attribution })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('finds emoji by name as the user types, and Enter takes the best match', async () => {
    const { onChoose, user } = renderPicker();
    const search = screen.getByRole('searchbox', { name: messages.searchLabel });
    expect(search).toHaveFocus();
    await user.type(search, 'party popper');
    const results = screen.getByRole('group', { name: messages.results });
    expect(within(results).getAllByRole('button')[0]).toHaveAccessibleName('party popper');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('🎉');

    await user.clear(search);
    await user.type(search, 'zzzzqq');
    expect(screen.getByText(messages.noResults)).toBeInTheDocument();
  });

  it('is used from the keyboard: down into the grid, arrows across it, Enter chooses', async () => {
    const { onChoose, user } = renderPicker();
    await user.keyboard('{ArrowDown}');
    const frequent = screen.getByRole('group', { name: messages.frequentlyUsed });
    const buttons = within(frequent).getAllByRole('button');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('😂');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('searchbox', { name: messages.searchLabel })).toHaveFocus();
  });

  it('remembers chosen emoji and shows them first next time', async () => {
    const first = renderPicker();
    await first.user.type(screen.getByRole('searchbox'), 'rocket');
    await first.user.click(screen.getAllByRole('button', { name: 'rocket' })[0]!);
    expect(readRecentEmoji()).toEqual(['🚀']);
    cleanup();

    renderPicker();
    const frequent = screen.getByRole('group', { name: messages.frequentlyUsed });
    expect(within(frequent).getAllByRole('button')[0]).toHaveAccessibleName('rocket');
  });
});
