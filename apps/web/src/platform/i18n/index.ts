export {
  activeLocale,
  formattingLocale,
  isLocale,
  LOCALES,
  storeLocale,
  type Locale,
} from './locales';
export {
  firstPaintTranslations,
  localized,
  localizedFirstPaint,
  type Translation,
} from './localized';
export { formatNumber, plural } from './plural';
