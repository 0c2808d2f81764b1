import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { chatMessages } from '../chat.messages';
import { MessageContent } from './MessageContent';

describe('MessageContent', () => {
  it('makes a phone number in a message a link to the keypad, filled in', () => {
    render(
      <MemoryRouter>
        <MessageContent
          chat={makeChat({ content: 'The courier: (555) 010-2000, ask for Sam.', mentions: [] })}
          userId="user-1"
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '(555) 010-2000' });
    expect(link).toHaveAttribute('href', '/phone?tab=keypad&dial=15550102000');
    expect(link).toHaveAttribute('title', chatMessages.messages.callNumber('(555) 010-2000'));
    expect(link.closest('p')).toHaveTextContent('The courier: (555) 010-2000, ask for Sam.');
  });
});
