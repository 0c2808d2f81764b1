import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { contactsMessages } from '../contacts.messages';
import { ImportContactsDialog } from './ImportContactsDialog';

const messages = contactsMessages.importDialog;
const VCARD = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nTEL:+15550102000\r\nEND:VCARD\r\n';

describe('ImportContactsDialog', () => {
  it('sends the chosen file and tells how many were added and already there', async () => {
    const fetchMock = mockApi({
      'POST /contacts/import': () => jsonResponse(200, { created: 1, skipped: 2, errors: [] }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ImportContactsDialog onClose={vi.fn()} />);

    await user.upload(
      screen.getByTestId('contacts-import-input'),
      new File([VCARD], 'ada.vcf', { type: 'text/vcard' }),
    );
    await screen.findByText(messages.result(1, 2));
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((form.get('file') as File).name).toBe('ada.vcf');
  });

  it('lists the problems of a file that was not imported, by line or card', async () => {
    mockApi({
      'POST /contacts/import': jsonResponse(200, {
        created: 0,
        skipped: 0,
        errors: [
          { line: 3, message: 'No name or company.' },
          { card: 2, message: 'E-mail address “x” is not valid.' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ImportContactsDialog onClose={vi.fn()} />);
    await user.upload(
      screen.getByTestId('contacts-import-input'),
      new File(['Name\n'], 'people.csv', { type: 'text/csv' }),
    );
    await screen.findByText(messages.errorsTitle);
    expect(screen.getByText('Line 3: No name or company.')).toBeInTheDocument();
    expect(screen.getByText('Card 2: E-mail address “x” is not valid.')).toBeInTheDocument();
  });

  it('shows the server’s message for a file it cannot read', async () => {
    mockApi({
      'POST /contacts/import': jsonResponse(400, {
        error: 'The file holds no contacts.',
        code: 'VALIDATION_ERROR',
      }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ImportContactsDialog onClose={vi.fn()} />);
    await user.upload(
      screen.getByTestId('contacts-import-input'),
      new File([''], 'empty.vcf', { type: 'text/vcard' }),
    );
    expect(await screen.findByText('The file holds no contacts.')).toBeInTheDocument();
  });
});
