import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FileDocument } from '@worksphere/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { useDocumentAutosave } from './useDocumentAutosave';

afterEach(() => vi.unstubAllGlobals());

const opened: FileDocument = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'plan.html',
  path: 'team/plan.html',
  folder: 'team',
  kind: 'document',
  size: 10,
  modified: '2026-11-20T10:00:00.000Z',
  version: 3,
  mimetype: 'text/html',
  url: null,
  content: '<p>Plan</p>',
  paperSize: 'letter',
};

function renderAutosave() {
  const saves: unknown[] = [];
  mockApi({
    'PUT /filemanager/document': ({ body }) => {
      saves.push(body);
      const request = body as { content: string; paperSize?: string };
      return jsonResponse(200, {
        document: {
          ...opened,
          version: opened.version + saves.length,
          content: request.content,
          paperSize: request.paperSize ?? opened.paperSize,
        },
      });
    },
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useDocumentAutosave(opened), { wrapper });
  return { ...hook, saves };
}

describe('useDocumentAutosave and the paper size', () => {
  it('a paper change alone is a change: saved with the text as it is', async () => {
    const { result, saves } = renderAutosave();
    act(() => result.current.changePaperSize('a4'));
    expect(result.current.state).toBe('unsaved');
    await act(() => result.current.saveNow());
    expect(saves).toEqual([
      expect.objectContaining({ content: '<p>Plan</p>', paperSize: 'a4', expectedVersion: 3 }),
    ]);
    await waitFor(() => expect(result.current.state).toBe('saved'));
  });

  it('an edit keeps the chosen paper; choosing the saved paper again is no change', async () => {
    const { result, saves } = renderAutosave();
    act(() => result.current.change('<p>Plan v2</p>'));
    await act(() => result.current.saveNow());
    expect(saves.at(-1)).toMatchObject({ content: '<p>Plan v2</p>', paperSize: 'letter' });

    act(() => result.current.changePaperSize('a4'));
    act(() => result.current.changePaperSize('letter'));
    expect(result.current.state).toBe('saved');
    expect(await act(() => result.current.saveNow())).toBe(true);
    expect(saves).toHaveLength(1);
  });
});
