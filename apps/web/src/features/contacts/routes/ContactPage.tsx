import type { Contact } from '@worksphere/contracts';
import {
  ArrowLeft,
  Building2,
  Mail,
  MessageSquareText,
  Pencil,
  SearchX,
  Trash2,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../platform/api/ApiError';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { mailComposePath } from '../../mail/utils/mailComposePath';
import { CallLink } from '../../phone/components/CallLink';
import { canUseCalls } from '../../phone/utils/canUseCalls';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { phonePath } from '../../phone/utils/phonePath';
import { displayNameOf } from '@worksphere/contracts';
import {
  useContactQuery,
  useCreateContactMutation,
  useDeleteContactMutation,
} from '../api/contactsApi';
import { ContactDialog } from '../components/ContactDialog';
import { ContactTimeline } from '../components/ContactTimeline';
import { DeletedContactToast } from '../components/DeletedContactToast';
import { contactsMessages } from '../contacts.messages';
import { contactPath } from '../utils/contactPaths';

const messages = contactsMessages.contact;
const iconLinkClasses = `inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 ${focusRing}`;

/** /contacts/{id}: one contact's details, how to reach them, and what happened with them. */
export function ContactPage() {
  const { contactId = '' } = useParams();
  const contact = useContactQuery(contactId);
  useDocumentTitle(contact.data ? messages.documentTitle(contact.data.displayName) : messages.back);

  const backLink = (
    <Link
      to="/contacts"
      className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-zinc-600 hover:text-zinc-900 ${focusRing}`}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {messages.back}
    </Link>
  );

  return (
    <PageFrame className="space-y-4">
      {backLink}
      {contact.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : contact.isError ? (
        // A private contact of someone else answers 404 like a deleted one.
        contact.error instanceof ApiError && contact.error.status === 404 ? (
          <EmptyState
            icon={<SearchX aria-hidden className="size-6" />}
            title={messages.notFound}
            description={null}
          />
        ) : (
          <QueryFailed
            message={describeApiError(contact.error, messages.loadFailed)}
            retryLabel={messages.retry}
            onRetry={() => void contact.refetch()}
          />
        )
      ) : (
        <ContactDetails contact={contact.data} />
      )}
    </PageFrame>
  );
}

function ContactDetails({ contact }: { contact: Contact }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const deleteContact = useDeleteContactMutation();
  const recreate = useCreateContactMutation();
  const mayCall = canUseCalls(user);
  const subtitle =
    contact.kind === 'person'
      ? [contact.title, contact.company].filter(Boolean).join(', ')
      : messages.kinds.company;

  function handleDelete() {
    deleteContact.mutate(contact.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        void navigate('/contacts', { replace: true });
        // Undo puts the same fields back as a new contact (its history follows its numbers).
        const undo = () =>
          recreate
            .mutateAsync({
              kind: contact.kind,
              firstName: contact.firstName,
              lastName: contact.lastName,
              company: contact.company,
              title: contact.title,
              notes: contact.notes,
              tags: contact.tags,
              visibility: contact.visibility,
              phones: contact.phones,
              emails: contact.emails,
            })
            .then(
              (restored) => {
                toast.success(messages.restored(restored.displayName));
                void navigate(contactPath(restored.id));
              },
              (error: unknown) => {
                toast.error(describeApiError(error, contactsMessages.dialog.saveFailed));
              },
            );
        toast.success(<DeletedContactToast name={contact.displayName} onUndo={undo} />);
      },
      onError: (error) => toast.error(describeApiError(error, messages.deleteFailed)),
    });
  }

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700"
          >
            {contact.kind === 'company' ? (
              <Building2 className="size-5" />
            ) : (
              (contact.displayName.trim()[0] ?? '?').toUpperCase()
            )}
          </span>
          <div className="min-w-0">
            <h1 className={pageTitleClasses}>{contact.displayName}</h1>
            {subtitle ? <p className="mt-1 text-sm text-zinc-500">{subtitle}</p> : null}
          </div>
        </div>
        <div data-toast-keep-clear="soft" className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => setIsEditing(true)}
          >
            {messages.edit}
          </Button>
          <Button
            variant="dangerGhost"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => setIsConfirmingDelete(true)}
          >
            {messages.delete}
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Card className="space-y-5 px-5 py-5">
          {contact.phones.length > 0 ? (
            <Section title={messages.phonesTitle}>
              <ul className="space-y-1">
                {contact.phones.map((phone, index) => (
                  <li key={`${phone.number}-${index}`} className="flex items-center gap-2">
                    <span className="w-16 shrink-0 truncate text-xs text-zinc-500">
                      {contactsMessages.dialog.labels[phone.label] ?? phone.label}
                    </span>
                    <span className="min-w-0 flex-1 truncate text-sm">
                      <CallLink number={phone.number} />
                    </span>
                    {mayCall ? (
                      <Link
                        to={phonePath({ tab: 'messages', contact: phone.number })}
                        aria-label={messages.text(formatPhoneNumber(phone.number))}
                        title={messages.text(formatPhoneNumber(phone.number))}
                        className={iconLinkClasses}
                      >
                        <MessageSquareText aria-hidden className="size-4" />
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {contact.emails.length > 0 ? (
            <Section title={messages.emailsTitle}>
              <ul className="space-y-1">
                {contact.emails.map((email, index) => (
                  <li key={`${email.address}-${index}`} className="flex items-center gap-2">
                    <span className="w-16 shrink-0 truncate text-xs text-zinc-500">
                      {contactsMessages.dialog.labels[email.label] ?? email.label}
                    </span>
                    <span className="min-w-0 flex-1 truncate text-sm text-zinc-800">
                      {email.address}
                    </span>
                    <Link
                      to={mailComposePath(email.address)}
                      aria-label={messages.email(email.address)}
                      title={messages.email(email.address)}
                      className={iconLinkClasses}
                    >
                      <Mail aria-hidden className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section title={messages.detailsTitle}>
            <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
              {contact.kind === 'person' && contact.company ? (
                <Detail term={messages.company}>{contact.company}</Detail>
              ) : null}
              {contact.kind === 'person' && contact.title ? (
                <Detail term={messages.jobTitle}>{contact.title}</Detail>
              ) : null}
              {contact.tags.length > 0 ? (
                <Detail term={messages.tags}>{contact.tags.join(', ')}</Detail>
              ) : null}
              <Detail term={messages.visibility}>
                {contactsMessages.dialog.visibilities[contact.visibility]}
              </Detail>
              <Detail term={messages.owner}>{displayNameOf(contact.owner)}</Detail>
            </dl>
            {contact.notes ? (
              <div className="mt-3">
                <p className="text-xs font-medium text-zinc-500">{messages.notes}</p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-zinc-800">{contact.notes}</p>
              </div>
            ) : null}
          </Section>
        </Card>
        <Card className="px-3 py-4 sm:px-5">
          <h2 className="mb-2 text-base font-semibold text-zinc-900">{messages.timelineTitle}</h2>
          <ContactTimeline contactId={contact.id} />
        </Card>
      </div>
      {isEditing ? <ContactDialog contact={contact} onClose={() => setIsEditing(false)} /> : null}
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title={messages.deleteTitle}
        description={messages.deleteDescription(contact.displayName)}
        confirmLabel={messages.delete}
        isBusy={deleteContact.isPending}
        onConfirm={handleDelete}
        onClose={() => setIsConfirmingDelete(false)}
      />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-sm font-semibold text-zinc-900">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-500">{term}</dt>
      <dd className="min-w-0 break-words text-zinc-800">{children}</dd>
    </>
  );
}
