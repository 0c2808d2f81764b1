import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AI_MCP_PATH,
  AI_TOKEN_MESSAGES,
  API_SCOPE_MESSAGES,
  type AiAccessToken,
} from '@worksphere/contracts';
import { browserDatePreferences, createDateFormatter } from '../../../platform/dates/dateFormatter';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { Route, Routes } from 'react-router';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { uiMessages } from '../../../ui/ui.messages';
import { SettingsPage } from '../../settings/routes/SettingsPage';
import { developersMessages } from '../../developers/developers.messages';
import { aiMessages } from '../ai.messages';
import { AiAccessTokensSection } from './AiAccessTokensSection';

// Outside a provider the section shows dates the browser's way.
const dates = createDateFormatter(browserDatePreferences());

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = aiMessages.tokens;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const CREATED_AT = '2026-03-04T10:00:00.000Z';
const USED_AT = '2026-03-05T15:30:00.000Z';

const tokenOf = (overrides: Partial<AiAccessToken> = {}): AiAccessToken => ({
  id: 'token-1',
  name: 'Laptop',
  createdAt: CREATED_AT,
  lastUsedAt: null,
  actsWithoutConfirmation: false,
  scopes: ['mcp'],
  ...overrides,
});

/** The server's tokens: POST adds one and answers its secret once, DELETE removes it. */
function mockTokensApi(initial: AiAccessToken[]) {
  let tokens = [...initial];
  let made = 0;
  return mockApi({
    'GET /ai/tokens': () => jsonResponse(200, { tokens }),
    'POST /ai/tokens': ({ body }) => {
      made += 1;
      const { name, actsWithoutConfirmation, scopes } = body as AiAccessToken;
      const token = tokenOf({ id: `new-${made}`, name, actsWithoutConfirmation, scopes });
      tokens = [token, ...tokens];
      return jsonResponse(201, { token, secret: `wsp_secret-${made}` });
    },
    'DELETE /ai/tokens/token-1': () => {
      tokens = tokens.filter((token) => token.id !== 'token-1');
      return jsonResponse(200, { ok: true });
    },
  });
}

const changes = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.method !== 'GET')
    .map(
      (request) =>
        `${request.method} ${new URL(request.url, 'http://localhost').pathname.replace(/^\/api/, '')}`,
    );

const tokenList = () => screen.findByRole('list', { name: messages.listLabel });

describe('AiAccessTokensSection', { timeout: 20_000 }, () => {
  it('warns before making a token that may act without confirmation, and marks it', async () => {
    const fetchMock = mockTokensApi([]);
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.queryByText(messages.actsAloneWarning)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: messages.actsAloneLabel }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.actsAloneWarning);
    await user.type(screen.getByLabelText(messages.nameLabel), 'Trusted agent{Enter}');

    const row = within(await tokenList()).getByRole('listitem');
    expect(row).toHaveTextContent(messages.actsAloneBadge);
    expect(requestsOf(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Trusted agent',
      actsWithoutConfirmation: true,
      scopes: ['mcp'],
    });
    // The box is cleared for the next token.
    expect(screen.getByRole('checkbox', { name: messages.actsAloneLabel })).not.toBeChecked();
  });

  it('makes a token for the public API with the scopes ticked, and lists them', async () => {
    const fetchMock = mockTokensApi([]);
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    const scopes = developersMessages.scopes;
    const areas = developersMessages.areas;

    // Without any scope the token could do nothing: refused before asking the server.
    await user.click(screen.getByRole('checkbox', { name: scopes.mcp }));
    await user.type(screen.getByLabelText(messages.nameLabel), 'Sync script{Enter}');
    expect(await screen.findByText(API_SCOPE_MESSAGES.scopesRequired)).toBeInTheDocument();
    expect(changes(fetchMock)).toEqual([]);

    // Write brings read with it.
    await user.click(screen.getByRole('checkbox', { name: scopes.writeArea(areas.tasks) }));
    expect(screen.getByRole('checkbox', { name: scopes.readArea(areas.tasks) })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: scopes.readArea(areas.notes) }));
    await user.click(screen.getByRole('button', { name: messages.create }));

    await screen.findByLabelText(messages.secretLabel);
    const body = requestsOf(fetchMock).find((request) => request.method === 'POST')?.body as {
      scopes: string[];
    };
    expect([...body.scopes].sort()).toEqual(['notes:read', 'tasks:read', 'tasks:write']);
    const row = within(await tokenList()).getByRole('listitem');
    expect(row).toHaveTextContent(
      `${areas.tasks}: ${scopes.read}, ${scopes.write} \u00b7 ${areas.notes}: ${scopes.read}`,
    );
    // The form is back to the assistant's tools for the next token.
    expect(screen.getByRole('checkbox', { name: scopes.mcp })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: scopes.readArea(areas.tasks) })).not.toBeChecked();
  });

  it('shows the MCP server address and copies it', async () => {
    mockTokensApi([]);
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);

    const address = `${window.location.origin}${AI_MCP_PATH}`;
    expect(screen.getByText(messages.description)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.serverLabel)).toHaveValue(address);
    expect(screen.getByLabelText(messages.serverLabel)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: messages.copyServer }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.serverCopied));
    await expect(navigator.clipboard.readText()).resolves.toBe(address);
  });

  it('creates a token, shows its secret once, then lists it', async () => {
    const fetchMock = mockTokensApi([]);
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();

    // A blank name is refused with the contract's message, without asking the server.
    await user.click(screen.getByRole('button', { name: messages.create }));
    expect(await screen.findByText(AI_TOKEN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.nameLabel)).toHaveFocus();
    await user.type(screen.getByLabelText(messages.nameLabel), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: messages.create }));
    expect(await screen.findByText(AI_TOKEN_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(changes(fetchMock)).toEqual([]);

    await user.clear(screen.getByLabelText(messages.nameLabel));
    await user.type(screen.getByLabelText(messages.nameLabel), '  Claude Desktop {Enter}');

    const secret = await screen.findByLabelText(messages.secretLabel);
    expect(secret).toHaveValue('wsp_secret-1');
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveFocus();
    expect(screen.getByText(AI_TOKEN_MESSAGES.secretShownOnce)).toBeInTheDocument();
    expect(requestsOf(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Claude Desktop',
      actsWithoutConfirmation: false,
      scopes: ['mcp'],
    });
    expect(screen.getByLabelText(messages.nameLabel)).toHaveValue('');

    const row = within(await tokenList()).getByRole('listitem');
    expect(row).toHaveTextContent('Claude Desktop');
    expect(row).toHaveTextContent(messages.createdOn(dates.formatDate(CREATED_AT)));
    expect(row).toHaveTextContent(messages.neverUsed);

    await user.click(screen.getByRole('button', { name: messages.copySecret }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.secretCopied));
    await expect(navigator.clipboard.readText()).resolves.toBe('wsp_secret-1');

    await user.click(screen.getByRole('button', { name: messages.dismissSecret }));
    expect(screen.queryByLabelText(messages.secretLabel)).not.toBeInTheDocument();
    expect(screen.queryByText('wsp_secret-1')).not.toBeInTheDocument();
    expect(screen.getByLabelText(messages.nameLabel)).toHaveFocus();
    expect(changes(fetchMock)).toEqual(['POST /ai/tokens']);
  });

  it('shows the server’s message when a token cannot be created', async () => {
    mockApi({
      'GET /ai/tokens': () => jsonResponse(200, { tokens: [] }),
      'POST /ai/tokens': () =>
        jsonResponse(503, { error: 'The database is busy.', code: 'UNAVAILABLE' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);

    await user.type(screen.getByLabelText(messages.nameLabel), 'Laptop');
    await user.click(screen.getByRole('button', { name: messages.create }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    expect(screen.queryByLabelText(messages.secretLabel)).not.toBeInTheDocument();
  });

  it('revokes a token after confirmation, and says so', async () => {
    const fetchMock = mockTokensApi([tokenOf({ lastUsedAt: USED_AT })]);
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);

    const row = within(await tokenList()).getByRole('listitem');
    expect(row).toHaveTextContent('Laptop');
    expect(row).toHaveTextContent(messages.lastUsed(dates.formatDateTime(USED_AT)));
    expect(row).not.toHaveTextContent(messages.neverUsed);
    expect(screen.getByRole('region', { name: messages.listTitle })).toHaveAccessibleDescription(
      messages.listNote,
    );

    const revoke = () => screen.getByRole('button', { name: messages.revokeLabel('Laptop') });
    await user.click(revoke());
    let dialog = await screen.findByRole('dialog', { name: messages.revokeTitle });
    expect(dialog).toHaveTextContent(messages.revokeConfirm('Laptop'));
    await user.click(within(dialog).getByRole('button', { name: uiMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(fetchMock)).toEqual([]);

    await user.click(revoke());
    dialog = await screen.findByRole('dialog', { name: messages.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.revoke }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.revoked));
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(fetchMock)).toEqual(['DELETE /ai/tokens/token-1']);
  });

  it('shows a loading state, then the server’s message when revoking fails', async () => {
    // The first list waits for the test; later ones (after the failed revoke) answer at once.
    let release = () => {};
    const firstList = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lists = 0;
    mockApi({
      'GET /ai/tokens': async () => {
        lists += 1;
        if (lists === 1) await firstList;
        return jsonResponse(200, { tokens: [tokenOf()] });
      },
      'DELETE /ai/tokens/token-1': () =>
        jsonResponse(404, { error: AI_TOKEN_MESSAGES.tokenNotFound, code: 'NOT_FOUND' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<AiAccessTokensSection />);

    expect(await screen.findByText(messages.loading)).toBeInTheDocument();
    release();
    await user.click(await screen.findByRole('button', { name: messages.revokeLabel('Laptop') }));
    const dialog = await screen.findByRole('dialog', { name: messages.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.revoke }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AI_TOKEN_MESSAGES.tokenNotFound));
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('SettingsPage and AI access tokens', { timeout: 20_000 }, () => {
  it('offers the page to a member without any permission, at /settings/ai-tokens', async () => {
    mockApi({
      'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts: [] }),
      'GET /email/accounts/providers': () => jsonResponse(200, { providers: [] }),
      'GET /calendar/feed': () => jsonResponse(200, { url: null }),
      'GET /ai/tokens': () => jsonResponse(200, { tokens: [] }),
    });
    renderWithQueryClient(
      <Routes>
        <Route path="/settings/:section" element={<SettingsPage />} />
      </Routes>,
      {
        path: '/settings/ai-tokens',
        auth: makeAuthValue({ user: makeUser({ role: 'MEMBER', permissions: [] }) }),
      },
    );
    const section = await screen.findByRole('region', { name: messages.title });
    expect(section).toHaveAttribute('id', 'ai-tokens');
    expect(await within(section).findByText(messages.empty)).toBeInTheDocument();
  });
});
