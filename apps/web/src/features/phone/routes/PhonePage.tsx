import { PhoneOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { Tabs } from '../../../ui/Tabs';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useCurrentUser } from '../../auth/components/useAuth';
import { usePhoneNumbersQuery } from '../api/phoneSettingsApi';
import { usePlaceCall } from '../api/usePlaceCall';
import { CallLog } from '../components/CallLog';
import { Dialer, type FromOption } from '../components/Dialer';
import { SmsConversations } from '../components/SmsConversations';
import { TranscriptionPanel } from '../components/TranscriptionPanel';
import { phoneMessages } from '../phone.messages';
import { canManagePhone, canUseCalls } from '../utils/canUseCalls';
import { formatPhoneNumber, normalizePhoneNumber } from '../utils/phoneNumber';
import { isPhoneTab, type PhoneTab } from '../utils/phonePath';
import { PageFrame } from '../../../ui/PageFrame';

const messages = phoneMessages.page;

/** The keypad stays beside the sections from here up; below, it is a section of its own. */
const WIDE_QUERY = '(min-width: 1024px)';

/** /phone: keypad, call log, SMS conversations and transcription (issue 14). */
export function PhonePage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  return (
    <PageFrame>
      <PageHeader title={messages.title} description={messages.description} />
      {canUseCalls(user) ? (
        <PhoneScreen isAdmin={canManagePhone(user)} />
      ) : (
        <EmptyState
          icon={<PhoneOff aria-hidden className="size-6" />}
          title={messages.title}
          description={messages.noPermission}
        />
      )}
    </PageFrame>
  );
}

function PhoneScreen({ isAdmin }: { isAdmin: boolean }) {
  const numbers = usePhoneNumbersQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const isWide = useMediaQuery(WIDE_QUERY);
  // A contact in the address is taken under the number rule, as the server stores it.
  const contact = normalizePhoneNumber(searchParams.get('contact') ?? '') || null;
  const dialParam = searchParams.get('dial');
  const [number, setNumber] = useState(dialParam ?? '');
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const { placeCall, isCalling } = usePlaceCall();

  const fromOptions: FromOption[] = (numbers.data ?? []).map((record) => ({
    value: record.number,
    label: record.label
      ? `${record.label} · ${formatPhoneNumber(record.number)}`
      : formatPhoneNumber(record.number),
  }));
  const from =
    chosenFrom !== null && fromOptions.some((option) => option.value === chosenFrom)
      ? chosenFrom
      : (fromOptions[0]?.value ?? '');

  const requestedTab = searchParams.get('tab');
  const fallbackTab: PhoneTab =
    contact !== null ? 'messages' : isWide || searchParams.has('callId') ? 'calls' : 'keypad';
  let tab: PhoneTab = isPhoneTab(requestedTab) ? requestedTab : fallbackTab;
  if (isWide && tab === 'keypad') tab = 'calls';

  // Spec 3 §8: the numbers to call from are the call service; without them nothing can start.
  useEffect(() => {
    if (numbers.isError) toast.error(messages.initFailedToast, { toastId: 'phone-init-failed' });
  }, [numbers.isError]);

  // Click-to-call elsewhere without a number of our own lands here with ?dial=: fill the keypad.
  useEffect(() => {
    if (dialParam === null) return;
    setNumber(dialParam);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('dial');
        return next;
      },
      { replace: true },
    );
  }, [dialParam, setSearchParams]);

  function changeParams(change: (params: URLSearchParams) => void, replace = false) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );
  }

  const selectTab = (next: string) =>
    changeParams((params) => {
      params.set('tab', next);
      params.delete('callId');
    }, true);
  const openConversation = (contactNumber: string | null) =>
    changeParams((params) => {
      params.set('tab', 'messages');
      if (contactNumber) params.set('contact', normalizePhoneNumber(contactNumber));
      else params.delete('contact');
    });
  const callNumber = (to: string) => placeCall(from, to);
  const canCall = from !== '';

  const dialer = (
    <Dialer
      number={number}
      onNumberChange={setNumber}
      fromOptions={fromOptions}
      from={from}
      onFromChange={setChosenFrom}
      isCalling={isCalling}
      onCall={() => placeCall(from, number, () => setNumber(''))}
      onText={() => openConversation(number)}
    />
  );
  const sections = [
    ...(isWide ? [] : [{ id: 'keypad', label: messages.keypadTab, content: dialer }]),
    {
      id: 'calls',
      label: messages.callsTab,
      content: <CallLog onCall={callNumber} onText={openConversation} canCall={canCall} />,
    },
    {
      id: 'messages',
      label: messages.messagesTab,
      content: (
        <SmsConversations
          contact={contact}
          onContactChange={openConversation}
          fromOptions={fromOptions}
          defaultFrom={from}
          onCall={callNumber}
          canCall={canCall}
        />
      ),
    },
    { id: 'transcribe', label: messages.transcribeTab, content: <TranscriptionPanel /> },
  ];

  return (
    <div className="space-y-4">
      {numbers.isPending ? <QueryLoading label={messages.loading} /> : null}
      {numbers.isError ? (
        <QueryFailed
          message={messages.initFailedToast}
          retryLabel={messages.retry}
          onRetry={() => void numbers.refetch()}
        />
      ) : null}
      {numbers.data?.length === 0 ? (
        <Alert tone="info">
          <p className="font-medium">{messages.noNumbers}</p>
          <p>{isAdmin ? messages.noNumbersAdmin : messages.noNumbersMember}</p>
          {isAdmin ? (
            <Link to="/settings#phone" className={`mt-1 ${textLinkClasses}`}>
              {messages.openSettings}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <div className={isWide ? 'grid grid-cols-[20rem_minmax(0,1fr)] items-start gap-6' : ''}>
        {isWide ? <Card className="px-5 py-5">{dialer}</Card> : null}
        <Card className="px-3 py-4 sm:px-5">
          <Tabs
            label={messages.sectionsLabel}
            tabs={sections}
            selectedId={tab}
            onSelectionChange={selectTab}
          />
        </Card>
      </div>
    </div>
  );
}
