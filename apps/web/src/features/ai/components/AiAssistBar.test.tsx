import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AI_ASSIST_LABELS, AI_TALK_MESSAGES } from '@worksphere/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { aiMessages } from '../ai.messages';
import { AiAssistBar } from './AiAssistBar';

afterEach(() => vi.unstubAllGlobals());

function renderBar() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AiAssistBar source="chat_thread" id="thread-1" />
    </QueryClientProvider>,
  );
}

async function choose(label: string) {
  await userEvent.click(screen.getByRole('button', { name: aiMessages.assist.menu }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('asking the assistant about a conversation', () => {
  it('shows the answer inline, under the action asked', async () => {
    const fetchMock = mockApi({
      'POST /ai/assist': jsonResponse(200, { text: '- The milk comes at 8.' }),
    });
    renderBar();
    await choose(AI_ASSIST_LABELS.summary);
    const result = await screen.findByRole('region', {
      name: aiMessages.assist.resultLabel(AI_ASSIST_LABELS.summary),
    });
    expect(await screen.findByText('The milk comes at 8.')).toBeInTheDocument();
    expect(result).toContainElement(screen.getByText('The milk comes at 8.'));
    expect(requestsOf(fetchMock).map((request) => request.body)).toEqual([
      { source: 'chat_thread', id: 'thread-1', action: 'summary' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: aiMessages.assist.close }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says what to set when no model is configured', async () => {
    mockApi({
      'POST /ai/assist': jsonResponse(503, {
        error: AI_TALK_MESSAGES.needsModel,
        code: 'SERVICE_UNAVAILABLE',
      }),
    });
    renderBar();
    await choose(AI_ASSIST_LABELS.draft_reply);
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_TALK_MESSAGES.needsModel);
  });
});
