import type { SignedInDevice } from '@worksphere/contracts';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import {
  useSignedInDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOthersMutation,
} from '../api/signedInDevicesApi';
import { signedInDevicesMessages } from '../signedInDevices.messages';

const messages = signedInDevicesMessages;

/** "Chrome 156 on Linux", or as much of it as the browser told. */
export function deviceName(device: Pick<SignedInDevice, 'browser' | 'system'>): string {
  const browser = device.browser ?? messages.unknownBrowser;
  return device.system ? messages.onSystem(browser, device.system) : browser;
}

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Monitor };

/**
 * Settings > Signed-in devices: every live session of the user, this one marked, each with a
 * Sign out; and "Sign out everywhere else". GET/DELETE /user/me/sessions.
 */
export function SignedInDevicesSection() {
  const dates = useDateFormatter();
  const devices = useSignedInDevicesQuery();
  const signOut = useSignOutDeviceMutation();
  const signOutOthers = useSignOutOthersMutation();
  // What the dialog asks about stays set while it closes, so its text does not flicker.
  const [asking, setAsking] = useState<SignedInDevice | 'others' | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const others = devices.data?.filter((device) => !device.isCurrent) ?? [];

  function confirm() {
    if (asking === 'others') {
      signOutOthers.mutate(undefined, {
        onSuccess: ({ signedOut }) => toast.success(messages.signedOutOthers(signedOut)),
        onError: (error) => toast.error(describeApiError(error, messages.signOutOthersFailed)),
        onSettled: () => setIsAsking(false),
      });
    } else if (asking) {
      signOut.mutate(asking.id, {
        onSuccess: () => toast.success(messages.signedOut),
        onError: (error) => toast.error(describeApiError(error, messages.signOutFailed)),
        onSettled: () => setIsAsking(false),
      });
    }
  }

  return (
    <CardSection id="sessions" title={messages.title} description={messages.description}>
      {devices.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : devices.isError ? (
        <QueryFailed
          message={describeFetchError(devices.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void devices.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <ul
            aria-label={messages.listLabel}
            className="divide-y divide-zinc-100 rounded-xl border border-zinc-200"
          >
            {devices.data.map((device) => {
              const Icon = DEVICE_ICONS[device.device];
              const name = deviceName(device);
              return (
                <li key={device.id} className="flex items-center gap-3 px-4 py-3">
                  <Icon aria-hidden className="size-5 shrink-0 text-zinc-400" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                      <span className="break-words">{name}</span>
                      {device.isCurrent ? (
                        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                          {messages.thisDevice}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-xs text-zinc-500">
                      {messages.lastUsed(dates.formatRelative(device.lastUsedAt))}
                      {' · '}
                      {messages.signedIn(dates.formatDate(device.signedInAt))}
                    </p>
                  </div>
                  {device.isCurrent ? null : (
                    <Button
                      variant="dangerGhost"
                      size="sm"
                      aria-label={messages.signOutLabel(name)}
                      isLoading={signOut.isPending && signOut.variables === device.id}
                      onClick={() => {
                        setAsking(device);
                        setIsAsking(true);
                      }}
                    >
                      {messages.signOut}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? (
            <p className="text-sm text-zinc-500">{messages.onlyThisOne}</p>
          ) : (
            <Button
              variant="secondary"
              isLoading={signOutOthers.isPending}
              onClick={() => {
                setAsking('others');
                setIsAsking(true);
              }}
            >
              {messages.signOutOthers}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={asking === 'others' ? messages.signOutOthersTitle : messages.signOutTitle}
        description={
          asking === 'others'
            ? messages.signOutOthersConfirm
            : asking
              ? messages.signOutConfirm(deviceName(asking))
              : ''
        }
        confirmLabel={asking === 'others' ? messages.signOutOthers : messages.signOut}
        isBusy={signOut.isPending || signOutOthers.isPending}
        onConfirm={confirm}
        onClose={() => setIsAsking(false)}
      />
    </CardSection>
  );
}
