import type { Contact, ContactExportFormat } from '@worksphere/contracts';
import clsx from 'clsx';
import { Building2, ChevronRight, Download, Lock, Plus, Search, Upload, Users } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button, buttonClasses } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem } from '../../../ui/Menu';
import { PageFrame } from '../../../ui/PageFrame';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { inputClasses } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useDebouncedValue } from '../../command-palette/utils/useDebouncedValue';
import { saveBlob } from '../../documents/utils/saveBlob';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { exportContacts, useContactsQuery } from '../api/contactsApi';
import { ContactDialog } from '../components/ContactDialog';
import { DuplicatesDialog } from '../components/DuplicatesDialog';
import { ImportContactsDialog } from '../components/ImportContactsDialog';
import { contactsMessages } from '../contacts.messages';
import { contactPath } from '../utils/contactPaths';
import { useContactsShortcuts } from '../utils/useContactsShortcuts';

const messages = contactsMessages.page;
const SEARCH_DELAY_MS = 250;
const VISIBILITY_FILTERS = ['all', 'shared', 'private'] as const;
type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];
type OpenDialog = 'new' | 'import' | 'duplicates' | null;

/** /contacts: the address book with search, filters, import, export and duplicates. */
export function ContactsPage() {
  useDocumentTitle(messages.documentTitle);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [visibility, setVisibility] = useState<VisibilityFilter>('all');
  const [tag, setTag] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isExporting, setIsExporting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const list = useContactsQuery(query);
  const loaded = useMemo(
    () => list.data?.pages.flatMap((page) => page.contacts) ?? [],
    [list.data],
  );
  const tags = useMemo(
    () =>
      [...new Set(loaded.flatMap((contact) => contact.tags))].sort((a, b) => a.localeCompare(b)),
    [loaded],
  );
  const shown = loaded.filter(
    (contact) =>
      (visibility === 'all' || contact.visibility === visibility) &&
      (tag === '' || contact.tags.includes(tag)),
  );
  const isFiltered = query !== '' || visibility !== 'all' || tag !== '';

  useContactsShortcuts((shortcut) => {
    if (dialog !== null) return;
    if (shortcut === 'search') searchRef.current?.focus();
    else setDialog('new');
  });

  async function handleExport(format: ContactExportFormat) {
    setIsExporting(true);
    try {
      saveBlob(await exportContacts(format), `contacts.${format}`);
    } catch (error) {
      toast.error(describeApiError(error, messages.exportFailed));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <PageFrame>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<Upload aria-hidden className="size-4" />}
              onClick={() => setDialog('import')}
            >
              {messages.import}
            </Button>
            <Menu
              label={messages.export}
              trigger={
                <>
                  <Download aria-hidden className="size-4" />
                  {messages.export}
                </>
              }
              triggerClassName={buttonClasses('secondary')}
            >
              <MenuItem onAction={() => void handleExport('vcf')}>{messages.exportVcf}</MenuItem>
              <MenuItem onAction={() => void handleExport('csv')}>{messages.exportCsv}</MenuItem>
            </Menu>
            <Button variant="secondary" onClick={() => setDialog('duplicates')}>
              {messages.duplicates}
            </Button>
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => setDialog('new')}
              aria-keyshortcuts="N"
            >
              {messages.newContact}
            </Button>
          </div>
        }
      />
      <Card className="px-3 py-4 sm:px-5" aria-busy={isExporting || undefined}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor="contacts-search" className="block text-sm font-medium text-zinc-800">
              {messages.searchLabel}
            </label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
              />
              <input
                id="contacts-search"
                ref={searchRef}
                type="search"
                value={search}
                aria-keyshortcuts="/"
                aria-describedby="contacts-shortcuts"
                onChange={(event) => setSearch(event.target.value)}
                className={`${inputClasses} border-zinc-300 pl-9 focus:border-brand-500 focus:ring-brand-200`}
              />
            </div>
          </div>
          <div
            role="group"
            aria-label={messages.visibilityLabel}
            className="flex flex-wrap gap-1.5 sm:pb-1"
          >
            {VISIBILITY_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={visibility === value}
                onClick={() => setVisibility(value)}
                className={clsx(
                  'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                  visibility === value
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50',
                  focusRing,
                )}
              >
                {messages.visibilityFilters[value]}
              </button>
            ))}
          </div>
          {tags.length > 0 ? (
            <SelectField
              label={messages.tagLabel}
              options={[
                { value: '', label: messages.anyTag },
                ...tags.map((value) => ({ value, label: value })),
              ]}
              value={tag}
              onChange={(change) => setTag(change.target.value)}
              className="sm:w-48"
            />
          ) : null}
        </div>
        <p id="contacts-shortcuts" className="mt-2 hidden text-xs text-zinc-500 sm:block">
          {messages.shortcutsHint}
        </p>
        <div className="mt-4">
          {list.isPending ? (
            <QueryLoading label={messages.loading} />
          ) : list.isError ? (
            <QueryFailed
              message={describeApiError(list.error, messages.loadFailed)}
              retryLabel={messages.retry}
              onRetry={() => void list.refetch()}
            />
          ) : shown.length === 0 && !isFiltered ? (
            <EmptyState
              icon={<Users aria-hidden className="size-6" />}
              title={messages.emptyTitle}
              description={messages.emptyHint}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button
                    icon={<Plus aria-hidden className="size-4" />}
                    onClick={() => setDialog('new')}
                  >
                    {messages.newContact}
                  </Button>
                  <Button
                    variant="secondary"
                    icon={<Upload aria-hidden className="size-4" />}
                    onClick={() => setDialog('import')}
                  >
                    {messages.import}
                  </Button>
                </div>
              }
            />
          ) : shown.length === 0 && !list.hasNextPage ? (
            <EmptyState
              icon={<Search aria-hidden className="size-6" />}
              title={messages.noMatchTitle}
              description={messages.noMatchHint}
            />
          ) : (
            <>
              <ul aria-label={messages.listLabel} className="divide-y divide-zinc-100">
                {shown.map((contact) => (
                  <ContactRow key={contact.id} contact={contact} />
                ))}
              </ul>
              {list.hasNextPage ? (
                <div className="mt-3 flex justify-center">
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {messages.loadMore}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </Card>
      {dialog === 'new' ? (
        <ContactDialog
          contact={null}
          onClose={() => setDialog(null)}
          onSaved={(contact) => void navigate(contactPath(contact.id))}
        />
      ) : null}
      {dialog === 'import' ? <ImportContactsDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'duplicates' ? <DuplicatesDialog onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const firstPhone = contact.phones[0]?.number;
  const details = [
    contact.kind === 'person' ? [contact.title, contact.company].filter(Boolean).join(', ') : '',
    firstPhone ? formatPhoneNumber(firstPhone) : '',
    contact.emails[0]?.address ?? '',
  ].filter(Boolean);
  return (
    <li>
      <Link
        to={contactPath(contact.id)}
        data-testid="contact-row"
        className={clsx('flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-zinc-50', focusRing)}
      >
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
        >
          {contact.kind === 'company' ? (
            <Building2 className="size-4" />
          ) : (
            (contact.displayName.trim()[0] ?? '?').toUpperCase()
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-zinc-900">{contact.displayName}</span>
            {contact.visibility === 'private' ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600">
                <Lock aria-hidden className="size-3" />
                {messages.privateBadge}
              </span>
            ) : null}
          </span>
          {details.length > 0 ? (
            <span className="block truncate text-xs text-zinc-500">{details.join(' · ')}</span>
          ) : null}
          {contact.tags.length > 0 ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {contact.tags.map((value) => (
                <span
                  key={value}
                  className="rounded-full bg-zinc-100 px-2 py-0.5 text-[0.6875rem] text-zinc-600"
                >
                  {value}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-zinc-400" />
      </Link>
    </li>
  );
}
