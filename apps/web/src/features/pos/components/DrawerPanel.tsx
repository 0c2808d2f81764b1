import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { useDrawerMutation, useDrawerQuery } from '../api/counterApi';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney, parseMoney } from '../utils/money';

const messages = posCounterMessages.drawer;

/** The cash drawer: open with a float, cash in and out with a reason, count at close. */
export function DrawerPanel({ currency, timeZone }: { currency: string; timeZone: string }) {
  const drawerQuery = useDrawerQuery();
  const change = useDrawerMutation();
  const dates = useDateFormatter(timeZone);
  const [float, setFloat] = useState('');
  const [moveAmount, setMoveAmount] = useState('');
  const [moveReason, setMoveReason] = useState('');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const money = (minor: number) => formatMoney(minor, currency);
  const drawer = drawerQuery.data;
  const isOpen = drawer ? drawer.closedAt === null : false;

  function send(action: 'open' | 'movements' | 'close', body: object, reset: () => void) {
    change.mutate({ action, body }, { onSuccess: reset });
  }

  const readFloat = parseMoney(float, currency);
  const readMove = parseMoney(moveAmount, currency, true);
  const readCounted = parseMoney(counted, currency);

  return (
    <section
      aria-labelledby="pos-drawer-title"
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm print:hidden"
    >
      <h2 id="pos-drawer-title" className="mb-3 text-lg font-semibold text-zinc-900">
        {messages.title}
      </h2>
      {drawer ? (
        <dl className="mb-3 grid grid-cols-2 gap-1 text-sm" data-testid="drawer-figures">
          <dt className="text-zinc-600">{messages.openingFloat}</dt>
          <dd className="text-right tabular-nums">{money(drawer.openingFloat)}</dd>
          <dt className="text-zinc-600">{messages.cashSales}</dt>
          <dd className="text-right tabular-nums">{money(drawer.cashSales)}</dd>
          <dt className="text-zinc-600">{messages.cashIn}</dt>
          <dd className="text-right tabular-nums">{money(drawer.cashIn)}</dd>
          <dt className="text-zinc-600">{messages.cashOut}</dt>
          <dd className="text-right tabular-nums">{money(drawer.cashOut)}</dd>
          <dt className="font-semibold">{messages.expected}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(drawer.expected)}</dd>
          {drawer.counted !== null ? (
            <>
              <dt className="text-zinc-600">{messages.counted}</dt>
              <dd className="text-right tabular-nums">{money(drawer.counted)}</dd>
              <dt className="text-zinc-600">{messages.difference}</dt>
              <dd className="text-right tabular-nums">{money(drawer.difference ?? 0)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {drawer && isOpen ? (
        <p className="mb-3 text-xs text-zinc-500">
          {messages.openedBy(drawer.openedByName, dates.formatDateTime(drawer.openedAt))}
        </p>
      ) : drawer?.closedAt ? (
        <p className="mb-3 text-xs text-zinc-500">
          {messages.lastClosed(dates.formatDateTime(drawer.closedAt))}
        </p>
      ) : (
        <p className="mb-3 text-sm text-zinc-600">{messages.closed}</p>
      )}
      {change.error ? (
        <Alert tone="error" className="mb-3">
          {change.error.message}
        </Alert>
      ) : null}
      {isOpen ? (
        <div className="space-y-4">
          <form
            className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (readMove === null) return;
              send('movements', { amount: readMove, reason: moveReason }, () => {
                setMoveAmount('');
                setMoveReason('');
              });
            }}
          >
            <TextField
              label={messages.moveAmount}
              inputMode="decimal"
              value={moveAmount}
              onChange={(event) => setMoveAmount(event.target.value)}
            />
            <TextField
              label={messages.moveReason}
              value={moveReason}
              maxLength={500}
              onChange={(event) => setMoveReason(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={readMove === null || !moveAmount}>
              {messages.move}
            </Button>
          </form>
          <form
            className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (readCounted === null) return;
              send('close', { counted: readCounted, note }, () => {
                setCounted('');
                setNote('');
              });
            }}
          >
            <TextField
              label={messages.counted}
              inputMode="decimal"
              value={counted}
              onChange={(event) => setCounted(event.target.value)}
            />
            <TextField
              label={messages.closeNote}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button type="submit" disabled={readCounted === null || !counted}>
              {messages.close}
            </Button>
          </form>
        </div>
      ) : (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (readFloat === null) return;
            send('open', { openingFloat: readFloat }, () => setFloat(''));
          }}
        >
          <TextField
            label={messages.openingFloat}
            inputMode="decimal"
            value={float}
            onChange={(event) => setFloat(event.target.value)}
          />
          <Button type="submit" disabled={readFloat === null || !float}>
            {messages.open}
          </Button>
        </form>
      )}
    </section>
  );
}
