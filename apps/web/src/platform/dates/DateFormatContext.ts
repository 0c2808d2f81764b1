import { createContext } from 'react';
import { browserDatePreferences, createDateFormatter, type DateFormatter } from './dateFormatter';

/** The formatter of the signed-in user's preferences; the browser's outside a provider. */
export const DateFormatContext = createContext<DateFormatter>(
  createDateFormatter(browserDatePreferences()),
);
