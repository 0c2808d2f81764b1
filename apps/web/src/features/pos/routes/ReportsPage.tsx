import type { PosReport } from '@worksphere/contracts';
import { Download, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { saveBlob } from '../../documents/utils/saveBlob';
import { DatePickerField } from '../../../ui/DatePickerField';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';
import { QueryFailed } from '../../../ui/QueryStatus';
import { PageSpinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { downloadReport, useReportQuery } from '../api/counterApi';
import { useCatalogueQuery } from '../api/posApi';
import { DrawerPanel } from '../components/DrawerPanel';
import { NoPosAccess } from '../components/NoPosAccess';
import { PosSubNav } from '../components/PosSubNav';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney } from '../utils/money';
import { canSell } from '../utils/permissions';

const messages = posCounterMessages.report;

/** /pos/reports: the end-of-day (Z) report of a day or range, and the cash drawer. */
export function ReportsPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  if (!canSell(user)) return <NoPosAccess />;
  return <Reports />;
}

function Reports() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const reportQuery = useReportQuery(from, to || from);
  const catalogueQuery = useCatalogueQuery();
  const settings = catalogueQuery.data?.settings;
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);

  async function download(format: 'csv' | 'pdf') {
    const shown = reportQuery.data;
    setDownloading(format);
    try {
      const blob = await downloadReport(format, from, to || from);
      saveBlob(blob, `z-report-${shown?.from ?? 'today'}-${shown?.to ?? 'today'}.${format}`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <PageFrame>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className={pageTitleClasses}>{messages.title}</h1>
        <PosSubNav />
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <DatePickerField
          label={messages.from}
          granularity="day"
          value={from || reportQuery.data?.from || ''}
          onChange={setFrom}
        />
        <DatePickerField
          label={messages.to}
          granularity="day"
          value={to || reportQuery.data?.to || ''}
          onChange={setTo}
        />
        <Button
          variant="secondary"
          icon={<Printer aria-hidden className="size-4" />}
          onClick={() => window.print()}
        >
          {messages.print}
        </Button>
        <Button
          variant="secondary"
          icon={<Download aria-hidden className="size-4" />}
          isLoading={downloading === 'csv'}
          onClick={() => void download('csv')}
        >
          {messages.csv}
        </Button>
        <Button
          variant="secondary"
          icon={<FileText aria-hidden className="size-4" />}
          isLoading={downloading === 'pdf'}
          onClick={() => void download('pdf')}
        >
          {messages.pdf}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
        {reportQuery.isPending ? (
          <PageSpinner label={posMessages.loading} />
        ) : reportQuery.isError ? (
          <QueryFailed
            message={reportQuery.error.message}
            retryLabel={posMessages.retry}
            onRetry={() => void reportQuery.refetch()}
          />
        ) : (
          <>
            <ReportView report={reportQuery.data} />
            <PrintableReport report={reportQuery.data} />
          </>
        )}
        {settings ? (
          <DrawerPanel currency={settings.currency} timeZone={settings.timeZone} />
        ) : null}
      </div>
    </PageFrame>
  );
}

/** Printing shows only the report (A4), as receipts print alone on 80 mm paper. */
const PRINT_CSS = `
.pos-print-report { display: none; }
@media print {
  @page { size: A4; margin: 14mm; }
  body > *:not(.pos-print-report) { display: none !important; }
  html, body { background: #fff !important; }
  .pos-print-report { display: block !important; color: #000; }
}`;

function PrintableReport({ report }: { report: PosReport }) {
  return createPortal(
    <div className="pos-print-report">
      <style>{PRINT_CSS}</style>
      <h1 className="mb-2 text-lg font-bold">{messages.title}</h1>
      <ReportView report={report} printed />
    </div>,
    document.body,
  );
}

function ReportView({ report, printed = false }: { report: PosReport; printed?: boolean }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const summary: [string, string][] = [
    [messages.orders, String(report.orderCount)],
    [messages.refundCount, String(report.refundCount)],
    [messages.grossSales, money(report.grossSales)],
    [messages.refunds, money(report.refunds)],
    [messages.netSales, money(report.netSales)],
    [messages.discounts, money(report.discounts)],
    [messages.tax, money(report.tax)],
    [messages.tips, money(report.tips)],
  ];
  return (
    <article
      aria-label={messages.title}
      className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4 text-sm shadow-sm print:border-0 print:shadow-none"
    >
      <p className="text-zinc-600">{messages.range(report.from, report.to, report.timeZone)}</p>
      <Table
        title={messages.summary}
        head={[messages.summary, messages.amount]}
        rows={summary}
        testId={printed ? undefined : 'report-summary'}
      />
      <Table
        title={messages.byMethod}
        head={[messages.method, messages.amount]}
        rows={report.byMethod.map((row) => [
          posMessages.paymentMethods[row.method],
          money(row.amount),
        ])}
      />
      {report.byProduct.length === 0 ? (
        <p className="text-zinc-500">{messages.nothing}</p>
      ) : (
        <>
          <Table
            title={messages.byProduct}
            head={[messages.product, messages.quantity, messages.amount]}
            rows={report.byProduct.map((row) => [row.name, String(row.quantity), money(row.total)])}
          />
          <Table
            title={messages.byHour}
            head={[messages.hour, messages.orders, messages.amount]}
            rows={report.byHour.map((row) => [
              `${String(row.hour).padStart(2, '0')}:00`,
              String(row.orders),
              money(row.total),
            ])}
          />
        </>
      )}
    </article>
  );
}

function Table({
  title,
  head,
  rows,
  testId,
}: {
  title: string;
  head: string[];
  rows: string[][];
  testId?: string;
}) {
  return (
    <section>
      <h2 className="mb-1 font-semibold text-zinc-900">{title}</h2>
      <table className="w-full" data-testid={testId}>
        <thead className="sr-only">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]} className="border-t border-zinc-100">
              <th scope="row" className="py-1 text-left font-normal text-zinc-700">
                {row[0]}
              </th>
              {row.slice(1).map((cell, index) => (
                <td key={index} className="py-1 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
