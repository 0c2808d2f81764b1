export {
  activeLocale,
  formattingLocale,
  isLocale,
  LOCALES,
  storeLocale,
  type Locale,
} from './locales';
export { localized, type Translation } from './localized';
export { formatNumber, plural } from './plural';
