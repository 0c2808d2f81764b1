import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { chatMessages } from '../chat.messages';
import { MessageContent } from './MessageContent';

function renderContent(content: string, mentions = makeChat().mentions) {
  return render(
    <MemoryRouter>
      <MessageContent chat={makeChat({ content, mentions })} userId="user-1" />
    </MemoryRouter>,
  );
}

describe('MessageContent', () => {
  it('makes a phone number in a message a link to the keypad, filled in', async () => {
    renderContent('The courier: (555) 010-2000, ask for Sam.');
    // The formatted text replaces the plain stand-in once the parser has loaded.
    await screen.findByTestId('chat-message-text');
    const link = screen.getByRole('link', { name: '(555) 010-2000' });
    expect(link).toHaveAttribute('href', '/phone?tab=keypad&dial=%2B15550102000');
    expect(link).toHaveAttribute('title', chatMessages.messages.callNumber('(555) 010-2000'));
    expect(link.closest('p')).toHaveTextContent('The courier: (555) 010-2000, ask for Sam.');
  });

  it('formats the Markdown of a message and keeps its mentions', async () => {
    renderContent('**hi** @carol', [
      { id: 'user-3', username: 'carol', firstName: 'Carol', lastName: 'Diaz' },
    ]);
    const text = await screen.findByTestId('chat-message-text');
    expect(text.querySelector('strong')).toHaveTextContent('hi');
    expect(screen.getByTestId('chat-mention')).toHaveTextContent('@Carol Diaz');
  });
});
