import { POS_IMAGE_MAX_BYTES, POS_IMAGE_TYPES } from '@worksphere/contracts';
import clsx from 'clsx';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../../ui/Button';
import { useShopLogoMutation } from '../../api/catalogueApi';
import { posMessages } from '../../pos.messages';

const messages = posMessages.settings;

/** The shop's logo on its ordering page: uploaded as soon as it is chosen, or removed. */
export function ShopLogoField({ logoUrl }: { logoUrl: string | null }) {
  const logo = useShopLogoMutation();
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: Error) => setError(failure.message);

  function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!(POS_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(posMessages.shared.imageTypeNotAllowed);
      return;
    }
    if (file.size > POS_IMAGE_MAX_BYTES) {
      setError(posMessages.shared.imageTooLarge);
      return;
    }
    logo.mutate(file, { onSuccess: () => toast.success(messages.saved), onError });
  }

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-zinc-800">{messages.logo}</span>
      <div className="flex flex-wrap items-center gap-3">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt=""
            className="size-16 rounded-md border border-zinc-200 object-contain"
          />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-md bg-zinc-100 text-zinc-400">
            <Store aria-hidden className="size-6" />
          </span>
        )}
        <input
          id="pos-shop-logo"
          type="file"
          accept={POS_IMAGE_TYPES.join(',')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor="pos-shop-logo"
          className={clsx(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
          )}
        >
          {messages.chooseLogo}
        </label>
        {logoUrl ? (
          <Button
            size="sm"
            variant="dangerGhost"
            isLoading={logo.isPending}
            onClick={() => logo.mutate(null, { onError })}
          >
            {messages.removeLogo}
          </Button>
        ) : null}
      </div>
      {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
    </div>
  );
}
