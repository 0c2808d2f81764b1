import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeSms } from '../../../test/fixtures';
import { phoneKeys } from './phoneKeys';
import { applySmsStatus, flattenSmsPages, upsertSms, type SmsPages } from './smsCache';

const pagesOf = (...pages: ReturnType<typeof makeSms>[][]): SmsPages => ({
  pages: pages.map((messages) => ({ messages, hasMore: false })),
  pageParams: pages.map(() => null),
});

describe('the SMS cache', () => {
  it('reads the pages oldest first (page 0 is the newest)', () => {
    const data = pagesOf([makeSms({ id: 'c' })], [makeSms({ id: 'a' }), makeSms({ id: 'b' })]);
    expect(flattenSmsPages(data).map((message) => message.id)).toEqual(['a', 'b', 'c']);
  });

  it('appends a new message once and replaces one it holds', () => {
    let data = upsertSms(pagesOf([makeSms({ id: 'a' })]), makeSms({ id: 'b', status: 'sent' }));
    data = upsertSms(data, makeSms({ id: 'b', status: 'delivered' }));
    expect(flattenSmsPages(data).map((message) => [message.id, message.status])).toEqual([
      ['a', 'delivered'],
      ['b', 'delivered'],
    ]);
  });

  it('a delivery state never adds a message the open conversation does not hold', () => {
    const queryClient = new QueryClient();
    const key = phoneKeys.messages('+15550102000');
    queryClient.setQueryData(key, pagesOf([makeSms({ id: 'a', status: 'sent' })]));
    applySmsStatus(queryClient, makeSms({ id: 'zzz', status: 'failed' }));
    applySmsStatus(queryClient, makeSms({ id: 'a', status: 'failed' }));
    const statuses = flattenSmsPages(queryClient.getQueryData<SmsPages>(key)).map(
      (message) => `${message.id}:${message.status}`,
    );
    expect(statuses).toEqual(['a:failed']);
  });
});
