import { INVITATION_MESSAGES, type PublicInvitation } from '@worksphere/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { InvitationPage } from './InvitationPage';

const messages = INVITATION_MESSAGES;

afterEach(() => {
  vi.unstubAllGlobals();
});

const invitation: PublicInvitation = {
  title: 'Budget review',
  organizer: 'Ada Admin',
  location: 'Room 4',
  allDay: false,
  start: '2026-06-10T07:00:00.000Z',
  end: '2026-06-10T08:00:00.000Z',
  timeZone: 'Europe/Berlin',
  email: 'guest@outside.example',
  status: 'needs-action',
};

function renderPage(token: string) {
  return renderWithQueryClient(
    <Routes>
      <Route path="/invitations/:token" element={<InvitationPage />} />
    </Routes>,
    { path: `/invitations/${token}` },
  );
}

describe('InvitationPage', { timeout: 20_000 }, () => {
  it("shows a guest's invitation and sends their answer", async () => {
    const fetchMock = mockApi({
      'GET /calendar/invitations/secret-token': () => jsonResponse(200, { invitation }),
      'POST /calendar/invitations/secret-token/reply': ({ body }) =>
        jsonResponse(200, {
          invitation: { ...invitation, status: (body as { status: string }).status },
        }),
    });
    const user = userEvent.setup();
    renderPage('secret-token');

    expect(await screen.findByRole('heading', { name: 'Budget review' })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin invites you to "Budget review".')).toBeInTheDocument();
    expect(screen.getByText('Where: Room 4')).toBeInTheDocument();
    expect(screen.getByText('Your answer: No answer yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.replyButtons.tentative }));
    expect(await screen.findByText(messages.pageThanks)).toBeInTheDocument();
    expect(screen.getByText('Your answer: Maybe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.replyButtons.tentative })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const posted = requestsOf(fetchMock).filter((request) => request.method === 'POST');
    expect(posted.map((request) => request.body)).toEqual([{ status: 'tentative' }]);
  });

  it('says so when the link is no longer valid', async () => {
    mockApi({
      'GET /calendar/invitations/old-token': () =>
        jsonResponse(404, { error: messages.invitationNotFound, code: 'NOT_FOUND' }),
    });
    renderPage('old-token');
    expect(await screen.findByText(messages.invitationNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.replyButtons.accepted })).toBeNull();
  });
});
