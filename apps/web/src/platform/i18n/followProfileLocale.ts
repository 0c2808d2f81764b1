import { loadPage, reloadPage } from '../navigation/pageNavigation';
import {
  activeLocale,
  browserLocale,
  clearStoredLocale,
  storeLocale,
  type Locale,
} from './locales';

const RELOAD_GUARD_KEY = 'worksphere.locale-reloaded';

/**
 * Makes this browser follow the language of the signed-in user's profile (null: the browser's
 * languages). When that is not the language of this page load, the page reloads once in it; a
 * second reload for the same language in the same tab is refused, so storage that does not keep
 * the choice cannot make the page reload forever. Returns whether the page is reloading.
 *
 * Right after signing in, pass where the user is going: the page then loads that path in the
 * language. A reload would race the in-app navigation (the signed-in pages load lazily) and
 * could land back on the sign-in page, signed in but without the app around it.
 */
export function followProfileLocale(profileLocale: Locale | null, destination?: string): boolean {
  if (profileLocale) storeLocale(profileLocale);
  else clearStoredLocale();
  const wanted = profileLocale ?? browserLocale() ?? 'en';
  if (wanted === activeLocale) {
    forgetReloadGuard();
    return false;
  }
  try {
    if (globalThis.sessionStorage.getItem(RELOAD_GUARD_KEY) === wanted) return false;
    globalThis.sessionStorage.setItem(RELOAD_GUARD_KEY, wanted);
  } catch {
    // Without session storage a reload could not be told from the last one: stay as we are.
    return false;
  }
  if (destination) loadPage(destination);
  else reloadPage();
  return true;
}

function forgetReloadGuard() {
  try {
    globalThis.sessionStorage.removeItem(RELOAD_GUARD_KEY);
  } catch {
    // Nothing to forget.
  }
}
