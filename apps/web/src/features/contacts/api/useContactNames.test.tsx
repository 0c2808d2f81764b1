import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { ContactName } from '../components/ContactName';

type ResolveBody = { numbers: string[]; emails: string[] };

function answerNames(bodies: ResolveBody[]) {
  return mockApi({
    'POST /contacts/resolve': ({ body }) => {
      const request = body as ResolveBody;
      bodies.push(request);
      const known: Record<string, { contactId: string; name: string }> = {
        '+15550102000': { contactId: 'c-1', name: 'Ada Lovelace' },
        'ada@example.org': { contactId: 'c-1', name: 'Ada Lovelace' },
        '+442079460958': { contactId: 'c-2', name: 'Bo Baker' },
      };
      const names = Object.fromEntries(
        [...request.numbers, ...request.emails].flatMap((value) =>
          known[value] ? [[value, known[value]]] : [],
        ),
      );
      return jsonResponse(200, { names });
    },
  });
}

function Names({ values }: { values: string[] }) {
  return (
    <ul>
      {values.map((value) => (
        <li key={value} data-testid={value}>
          <ContactName value={value} fallback={`unknown ${value}`} />
        </li>
      ))}
    </ul>
  );
}

/** One number, then a second one beside it (a call log that receives a new call). */
function GrowingNames() {
  const [values, setValues] = useState(['+15550102000']);
  return (
    <>
      <Names values={values} />
      <button type="button" onClick={() => setValues([...values, '+442079460958'])}>
        More
      </button>
    </>
  );
}

describe('useContactNames and ContactName', () => {
  it('asks for every value on screen in one request, in the stored forms, and names them', async () => {
    const bodies: ResolveBody[] = [];
    answerNames(bodies);
    renderWithQueryClient(
      <Names values={['(555) 010-2000', '+44 20 7946 0958', 'ADA@example.org', '5550109999']} />,
    );

    await waitFor(() =>
      expect(screen.getByTestId('(555) 010-2000')).toHaveTextContent('Ada Lovelace'),
    );
    expect(screen.getByTestId('+44 20 7946 0958')).toHaveTextContent('Bo Baker');
    expect(screen.getByTestId('ADA@example.org')).toHaveTextContent('Ada Lovelace');
    // A number no contact has keeps what the caller shows for it.
    expect(screen.getByTestId('5550109999')).toHaveTextContent('unknown 5550109999');
    expect(bodies).toEqual([
      {
        numbers: ['+15550102000', '+442079460958', '+15550109999'],
        emails: ['ada@example.org'],
      },
    ]);
  });

  it('keeps each answer per value: a value shown again is not asked again, a new one is', async () => {
    const bodies: ResolveBody[] = [];
    answerNames(bodies);
    renderWithQueryClient(<GrowingNames />);
    await waitFor(() =>
      expect(screen.getByTestId('+15550102000')).toHaveTextContent('Ada Lovelace'),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Bo Baker')).toBeInTheDocument();
    expect(bodies).toEqual([
      { numbers: ['+15550102000'], emails: [] },
      { numbers: ['+442079460958'], emails: [] },
    ]);
  });

  it('shows the fallback when the lookup fails', async () => {
    const fetchMock = mockApi({
      'POST /contacts/resolve': jsonResponse(500, { error: 'Internal error' }),
    });
    renderWithQueryClient(<Names values={['+15550102000']} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('+15550102000')).toHaveTextContent('unknown +15550102000');
  });
});
