import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileEntry } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { editorMessages as messages } from '../documents.messages';
import { ImagePicker, isPickableImage } from './ImagePicker';

afterEach(() => {
  vi.unstubAllGlobals();
});

function image(name: string): FileEntry {
  return {
    name,
    path: `images/${name}`,
    folder: 'images',
    kind: 'image',
    size: 10,
    modified: '2026-11-20T10:00:00.000Z',
    version: null,
    mimetype: 'image/png',
    url: null,
  };
}

function renderPicker(organizationId: string | null) {
  const onInsert = vi.fn<(src: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ImagePicker
        isOpen
        onClose={() => undefined}
        organizationId={organizationId}
        onInsert={onInsert}
      />
    </QueryClientProvider>,
  );
  return {
    onInsert,
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: messages.pickerTitle }),
  };
}

describe('ImagePicker (spec 2 §2)', () => {
  it('offers jpeg, jpg, png and gif only', () => {
    expect(['a.jpeg', 'b.JPG', 'c.png', 'd.gif'].every(isPickableImage)).toBe(true);
    expect(['e.webp', 'f.svg', 'png', 'g.png.txt'].some(isPickableImage)).toBe(false);
  });

  it('asks for an address on the URL tab, then inserts it', async () => {
    const { dialog, user, onInsert } = renderPicker('org-1');
    await user.click(within(dialog).getByRole('button', { name: messages.pickerInsert }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.imageUrlRequired);
    expect(onInsert).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByLabelText(messages.pickerUrlLabel),
      ' https://example.com/a.png ',
    );
    await user.click(within(dialog).getByRole('button', { name: messages.pickerInsert }));
    expect(onInsert).toHaveBeenCalledWith('https://example.com/a.png');
  });

  it("lists the organisation's uploaded images and inserts the chosen one", async () => {
    const fetchMock = mockApi({
      'GET /filemanager/browse': () =>
        jsonResponse(200, { folder: 'images', files: [image('logo.png'), image('vector.svg')] }),
    });
    const { dialog, user, onInsert } = renderPicker('org-1');
    await user.click(within(dialog).getByRole('tab', { name: messages.pickerUploadsTab }));
    const choice = await within(dialog).findByRole('button', {
      name: messages.pickerChoose('logo.png'),
    });
    expect(
      within(dialog).queryByRole('button', { name: messages.pickerChoose('vector.svg') }),
    ).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/filemanager/browse?folder=images');
    await user.click(choice);
    expect(onInsert).toHaveBeenCalledWith('/api/uploads/org-1/images/logo.png');
  });

  it('says when the uploads cannot be loaded', async () => {
    mockApi({ 'GET /filemanager/browse': () => jsonResponse(500, { error: 'Internal error' }) });
    const { dialog, user } = renderPicker('org-1');
    await user.click(within(dialog).getByRole('tab', { name: messages.pickerUploadsTab }));
    expect(await within(dialog).findByText(messages.imagesLoadFailed)).toBeInTheDocument();
  });

  it('says when the organisation is not known yet', async () => {
    const { dialog, user } = renderPicker(null);
    await user.click(within(dialog).getByRole('tab', { name: messages.pickerUploadsTab }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.organizationNotLoaded);
  });
});
