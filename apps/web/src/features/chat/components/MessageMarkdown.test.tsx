import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageMarkdown } from './MessageMarkdown';

const carol = { id: 'user-3', username: 'carol', firstName: 'Carol', lastName: 'Diaz' };

function renderMarkdown(content: string, mentions = [carol]) {
  const view = render(
    <MemoryRouter>
      <MessageMarkdown chat={{ content, mentions }} userId="user-1" />
    </MemoryRouter>,
  );
  return view.getByTestId('chat-message-text');
}

describe('MessageMarkdown', () => {
  it('formats bold, italic, strike and inline code', () => {
    const text = renderMarkdown('**bold** *italic* ~~strike~~ `npm test`');
    expect(text.querySelector('strong')).toHaveTextContent('bold');
    expect(text.querySelector('em')).toHaveTextContent('italic');
    expect(text.querySelector('s')).toHaveTextContent('strike');
    expect(text.querySelector('code')).toHaveTextContent('npm test');
  });

  it('shows code blocks, quotes and lists', () => {
    const text = renderMarkdown(
      '> a quote\n\n- one\n- two\n\n2. second\n3. third\n\n```\nlet x = 1;\n```',
    );
    expect(text.querySelector('blockquote')).toHaveTextContent('a quote');
    expect(
      within(text.querySelector('ul')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
    expect(text.querySelector('ol')).toHaveAttribute('start', '2');
    expect(text.querySelector('pre code')).toHaveTextContent('let x = 1;');
  });

  it('turns a URL into a link that opens in a new tab without reaching this page', () => {
    renderMarkdown('Lunch: https://example.com/menu');
    const link = screen.getByRole('link', { name: 'https://example.com/menu' });
    expect(link).toHaveAttribute('href', 'https://example.com/menu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps mentions highlighted and phone numbers linked to the keypad inside formatting', () => {
    const text = renderMarkdown('**@carol** call *(555) 010-2000*');
    expect(within(text.querySelector('strong')!).getByTestId('chat-mention')).toHaveTextContent(
      '@Carol Diaz',
    );
    expect(within(text.querySelector('em')!).getByRole('link')).toHaveAttribute(
      'href',
      '/phone?tab=keypad&dial=%2B15550102000',
    );
  });

  it('draws emoji from the shipped images, the character kept as their text', () => {
    const text = renderMarkdown('**Lunch** 🍕 at one 👍');
    const images = within(text).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['🍕', '👍']);
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/\/1f355\.png$/));
    expect(text.querySelector('strong')).toHaveTextContent('Lunch');
  });

  it('leaves mentions and numbers in code as written', () => {
    const text = renderMarkdown('`@carol 555 010 2000`');
    expect(text.querySelector('code')).toHaveTextContent('@carol 555 010 2000');
    expect(screen.queryByTestId('chat-mention')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '[click](javascript:window.__xss=1)',
    '<javascript:window.__xss=1>',
    '<a href="javascript:window.__xss=1">x</a>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
  ])('renders %s inert, as its own text', (payload) => {
    const text = renderMarkdown(payload);
    expect(text).toHaveTextContent(payload);
    expect(text.querySelector('img, script, iframe, [onerror], [href^="javascript"]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
