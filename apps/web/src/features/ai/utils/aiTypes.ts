import type { AiChange, AiFinalResponse, AiMessage, AiUiUpdateData } from '@worksphere/contracts';

export type { AiFinalResponse };

/**
 * A line of the open conversation: a stored message, and for an answer received live, what the
 * run changed and what it asked of the screen.
 */
export type AiChatLine = AiMessage & {
  changes?: AiChange[];
  uiUpdateData?: AiUiUpdateData;
  /** Example requests offered as chips under the answer (the offline assistant's). */
  suggestions?: string[];
};
