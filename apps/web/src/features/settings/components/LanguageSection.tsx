import type { UserLocale } from '@worksphere/contracts';
import { describeApiError } from '../../../platform/api/describeApiError';
import { followProfileLocale } from '../../../platform/i18n/followProfileLocale';
import { activeLocale, browserLocale } from '../../../platform/i18n/locales';
import { Alert } from '../../../ui/Alert';
import { CardSection } from '../../../ui/CardSection';
import { useAuth, useCurrentUser } from '../../auth/components/useAuth';
import { useUpdateProfileMutation } from '../api/profileApi';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.language;
/** The choices in menu order; '' is "Browser default" (null on the profile). */
const CHOICES = ['en', 'fr', 'de', ''] as const;
type Choice = (typeof CHOICES)[number];

/**
 * Settings > Language: English, Français, Deutsch or the browser's languages. Saved with the
 * profile (every device follows it), remembered in this browser, and the page reloads in it.
 */
export function LanguageSection() {
  const user = useCurrentUser();
  const { replaceCurrentUser } = useAuth();
  const update = useUpdateProfileMutation();
  const current: Choice = update.isPending ? (update.variables.locale ?? '') : (user.locale ?? '');
  const browserName = messages.names[browserLocale() ?? 'en'];
  const labels: Record<Choice, string> = {
    en: messages.names.en,
    fr: messages.names.fr,
    de: messages.names.de,
    '': messages.browserDefault(browserName),
  };

  function choose(choice: Choice) {
    if (choice === current) return;
    const locale: UserLocale | null = choice === '' ? null : choice;
    update.mutate(
      { locale },
      {
        onSuccess: (saved) => {
          // Remembered and reloaded first: the cache update would otherwise re-render in place.
          if (!followProfileLocale(saved.locale)) replaceCurrentUser(saved);
        },
      },
    );
  }

  return (
    <CardSection id="language" title={messages.title} description={messages.description}>
      <div className="max-w-md space-y-3">
        {update.isError ? (
          <Alert tone="error">{describeApiError(update.error, messages.failed)}</Alert>
        ) : null}
        <fieldset disabled={update.isPending} className="space-y-2">
          <legend className="sr-only">{messages.legend}</legend>
          {CHOICES.map((choice) => (
            <label
              key={choice || 'browser'}
              className="flex items-center gap-2 text-sm font-medium text-zinc-800"
            >
              <input
                type="radio"
                name="language"
                value={choice}
                checked={current === choice}
                onChange={() => choose(choice)}
                className="size-4 border-zinc-300 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                lang={choice || activeLocale}
              />
              <span lang={choice || activeLocale}>{labels[choice]}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </CardSection>
  );
}
