import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../shell.messages';
import { toggleChatWindow } from '../utils/toggleChatWindow';
import { FloatingChatPanel } from './FloatingChatPanel';

const messages = shellMessages.chatWindow;

describe('FloatingChatPanel', () => {
  it('opens and closes on the toggleChatWindow event', () => {
    render(<FloatingChatPanel />);
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();

    act(() => toggleChatWindow());
    expect(screen.getByTestId('floating-chat-window')).toHaveTextContent(messages.headline);

    act(() => toggleChatWindow());
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
  });

  it('minimises to a round button that opens it again', async () => {
    const user = userEvent.setup();
    render(<FloatingChatPanel />);
    act(() => toggleChatWindow());

    await user.click(screen.getByRole('button', { name: messages.minimize }));
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.reopen }));

    expect(screen.getByTestId('floating-chat-window')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<FloatingChatPanel />);
    act(() => toggleChatWindow());

    await user.click(screen.getByRole('button', { name: messages.close }));

    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.reopen })).not.toBeInTheDocument();
  });
});
