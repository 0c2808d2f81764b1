import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import type { OpenApiDocument } from '../api/openApiApi';
import { developersMessages } from '../developers.messages';
import { ApiReferenceSection } from './ApiReferenceSection';

const messages = developersMessages.reference;

const operation = (operationId: string, tag: string, summary: string, scope: string) => ({
  operationId,
  summary,
  tags: [tag],
  'x-required-scope': scope,
  responses: {
    '200': {
      description: 'OK',
      content: {
        'application/json': { schema: { type: 'object', title: `${operationId}Answer` } },
      },
    },
  },
});

const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Worksphere API', version: '1.0.0' },
  servers: [{ url: 'https://work.example/api' }],
  tags: [{ name: 'tasks' }, { name: 'notes' }],
  paths: {
    '/tasks': {
      get: operation('listTasks', 'tasks', 'List tasks', 'tasks:read'),
      post: {
        ...operation('createTask', 'tasks', 'Create a task', 'tasks:write'),
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', title: 'NewTask' } } },
        },
      },
    },
    '/notes/{id}': {
      get: {
        ...operation('getNote', 'notes', 'Get a note', 'notes:read'),
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      },
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('ApiReferenceSection', () => {
  it('lists the document\u2019s operations by area, with scope and schemas, and filters them', async () => {
    mockApi({ 'GET /openapi.json': () => jsonResponse(200, DOCUMENT) });
    const user = userEvent.setup();
    renderWithQueryClient(<ApiReferenceSection />);

    expect(await screen.findByLabelText(messages.baseUrlLabel)).toHaveValue(
      'https://work.example/api',
    );
    const tasks = screen.getByRole('region', { name: /Tasks/ });
    expect(within(tasks).getByText(messages.operationCount(2), { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: messages.download })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );

    await user.click(within(tasks).getByText('Create a task'));
    expect(within(tasks).getByText(messages.scope('tasks:write'))).toBeVisible();
    expect(within(tasks).getByText(/"NewTask"/)).toBeVisible();

    await user.type(screen.getByLabelText(messages.filterLabel), 'note');
    expect(screen.queryByRole('region', { name: /Tasks/ })).not.toBeInTheDocument();
    expect(screen.getByText('/notes/{id}')).toBeVisible();
    await user.clear(screen.getByLabelText(messages.filterLabel));
    await user.type(screen.getByLabelText(messages.filterLabel), 'nothing like this');
    expect(screen.getByText(messages.noMatch)).toBeVisible();
  });

  it('says when the document cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /openapi.json': () =>
        ++calls === 1
          ? jsonResponse(500, { error: 'Down', code: 'INTERNAL_ERROR' })
          : jsonResponse(200, DOCUMENT),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ApiReferenceSection />);
    await user.click(await screen.findByRole('button', { name: messages.retry }));
    expect(await screen.findByLabelText(messages.baseUrlLabel)).toBeInTheDocument();
  });
});
