import { AI_EXAMPLE_CHIPS, AI_TALK_MESSAGES } from '@worksphere/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aiMessages } from '../ai.messages';
import type { AiChatLine } from '../utils/aiTypes';
import { AiConversationView } from './AiConversationView';

const at = '2030-01-01T09:00:00.000Z';

function renderView(lines: AiChatLine[], onSend = vi.fn()) {
  render(
    <MemoryRouter>
      <AiConversationView
        lines={lines}
        isPending={false}
        isLoading={false}
        canDelete
        onBack={vi.fn()}
        onNew={vi.fn()}
        onDelete={vi.fn()}
        onSend={onSend}
      />
    </MemoryRouter>,
  );
  return onSend;
}

describe('the AI conversation view', () => {
  it('offers the chips of an answer; a click fills the input and sends nothing', async () => {
    const onSend = renderView([
      { role: 'user', content: 'sing', timestamp: at },
      {
        role: 'llm',
        content: AI_TALK_MESSAGES.notUnderstood,
        timestamp: at,
        suggestions: [...AI_EXAMPLE_CHIPS],
      },
    ]);
    const chips = screen.getByRole('list', { name: aiMessages.conversation.suggestions });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([...AI_EXAMPLE_CHIPS]);
    await userEvent.click(within(chips).getByRole('button', { name: AI_EXAMPLE_CHIPS[1] }));
    const input = screen.getByLabelText(aiMessages.composer.label);
    expect(input).toHaveValue(AI_EXAMPLE_CHIPS[1]);
    expect(input).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    // Clicking the same chip again after editing fills it again.
    await userEvent.type(input, ' please');
    await userEvent.click(within(chips).getByRole('button', { name: AI_EXAMPLE_CHIPS[1] }));
    expect(input).toHaveValue(AI_EXAMPLE_CHIPS[1]);
  });

  it('shows "Show Details" only when there is reasoning to show', () => {
    renderView([
      { role: 'llm', content: 'First', reasoning: '   ', timestamp: at },
      { role: 'llm', content: 'Second', reasoning: 'Looked at 3 events.', timestamp: at },
    ]);
    expect(screen.getAllByText(aiMessages.conversation.showDetails)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: aiMessages.conversation.suggestions })).toBeNull();
  });
});
