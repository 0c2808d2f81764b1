import { posSettingsUpdateSchema, type PosSettings } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { CardSection } from '../../../../ui/CardSection';
import { fieldErrorsOf } from '../../../../ui/fieldErrorsOf';
import { TextField } from '../../../../ui/TextField';
import { useUpdateShopSettingsMutation } from '../../api/catalogueApi';
import { posMessages } from '../../pos.messages';
import { ShopLogoField } from './ShopLogoField';

const messages = posMessages.settings;
type Fields =
  'description' | 'address' | 'brandColor' | 'accentColor' | 'slotMinutes' | 'ordersPerSlot';

/** The public ordering page: description, address, colours, and pickup slots. */
export function ShopPageSection({ settings }: { settings: PosSettings }) {
  const save = useUpdateShopSettingsMutation();
  const [description, setDescription] = useState(settings.description);
  const [address, setAddress] = useState(settings.address);
  const [brandColor, setBrandColor] = useState(settings.brandColor);
  const [accentColor, setAccentColor] = useState(settings.accentColor);
  const [slotMinutes, setSlotMinutes] = useState(String(settings.slotMinutes));
  const [ordersPerSlot, setOrdersPerSlot] = useState(String(settings.ordersPerSlot));
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const request = {
      description,
      address,
      brandColor,
      accentColor,
      slotMinutes: Number(slotMinutes),
      ordersPerSlot: Number(ordersPerSlot),
    };
    const parsed = posSettingsUpdateSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(request, {
      onSuccess: () => toast.success(messages.saved),
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <CardSection id="pos-page" title={messages.pageTitle} description={messages.pageDescription}>
      <ShopLogoField logoUrl={settings.logoUrl} />
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField
          label={messages.shopDescription}
          value={description}
          maxLength={2000}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label={messages.address}
          autoComplete="street-address"
          value={address}
          maxLength={300}
          error={errors.address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={messages.brandColor}
            type="color"
            value={brandColor}
            error={errors.brandColor}
            onChange={(event) => setBrandColor(event.target.value)}
          />
          <TextField
            label={messages.accentColor}
            type="color"
            value={accentColor}
            error={errors.accentColor}
            onChange={(event) => setAccentColor(event.target.value)}
          />
          <TextField
            label={messages.slotMinutes}
            inputMode="numeric"
            value={slotMinutes}
            error={errors.slotMinutes}
            onChange={(event) => setSlotMinutes(event.target.value)}
          />
          <TextField
            label={messages.ordersPerSlot}
            inputMode="numeric"
            value={ordersPerSlot}
            error={errors.ordersPerSlot}
            onChange={(event) => setOrdersPerSlot(event.target.value)}
          />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" isLoading={save.isPending}>
          {messages.savePage}
        </Button>
      </form>
    </CardSection>
  );
}
