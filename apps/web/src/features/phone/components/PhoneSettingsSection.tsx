import { describeFetchError } from '../../../platform/api/describeFetchError';
import { CardSection } from '../../../ui/CardSection';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useCallSettingsQuery, usePhoneNumbersQuery } from '../api/phoneSettingsApi';
import { phoneMessages } from '../phone.messages';
import { canManagePhone } from '../utils/canUseCalls';
import { PhoneNumbersEditor } from './PhoneNumbersEditor';
import { ProviderForm } from './ProviderForm';
import { SimulateInboundForm } from './SimulateInboundForm';

const messages = phoneMessages.settings;

/**
 * Settings (calls:use): the organisation's numbers and its telephony provider; admins change
 * them and, with the built-in loopback provider, simulate an inbound call or text.
 */
export function PhoneSettingsSection() {
  const isAdmin = canManagePhone(useCurrentUser());
  const settings = useCallSettingsQuery();
  const numbers = usePhoneNumbersQuery();
  const error = settings.error ?? numbers.error;

  return (
    <CardSection
      id="phone"
      title={messages.title}
      description={isAdmin ? messages.description : `${messages.description} ${messages.adminOnly}`}
    >
      {error ? (
        <QueryFailed
          message={describeFetchError(error, 'phone settings')}
          retryLabel={messages.retry}
          onRetry={() => {
            void settings.refetch();
            void numbers.refetch();
          }}
        />
      ) : !settings.data || !numbers.data ? (
        <QueryLoading label={messages.loading} />
      ) : (
        <div className="space-y-8">
          <PhoneNumbersEditor numbers={numbers.data} isAdmin={isAdmin} />
          <ProviderForm
            key={`${settings.data.provider}-${settings.data.twilio.accountSid ?? ''}`}
            settings={settings.data}
            isAdmin={isAdmin}
          />
          {isAdmin && settings.data.provider === 'loopback' ? (
            <SimulateInboundForm numbers={numbers.data} />
          ) : null}
        </div>
      )}
    </CardSection>
  );
}
