import type { AiSmartReplyRequest, EmailContent } from '@worksphere/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { useEmailAssistMutation, type EmailAssistVariables } from '../api/mailApi';
import { mailMessages } from '../mail.messages';
import { formatAddress, plainTextOf, splitDraft } from './replyDraft';

const messages = mailMessages.assist;

type ComposeAssistOptions = {
  /** The message replied to or forwarded; null for a new message (no help then). */
  original: EmailContent | null;
  /** The quoted original (or forwarded block) the body started with. */
  quoted: string;
  body: string;
  setBody: (body: string) => void;
};

/**
 * The assistant's writing help for the compose dialog: "Suggest reply" and "Improve draft" put
 * its answer in place of the user's own text (the quoted original below stays). The body the
 * answer replaces is the one on screen when the answer arrives (typing goes on meanwhile), and a
 * non-empty text it replaces can be brought back with `undo` until the user edits the body again.
 */
export function useComposeAssist({ original, quoted, body, setBody }: ComposeAssistOptions) {
  const assist = useEmailAssistMutation();
  const [background, setBackground] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  /** The user's text before the assistant's answer replaced it. */
  const [previousBody, setPreviousBody] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const bodyRef = useRef(body);
  const previousRef = useRef(previousBody);
  useLayoutEffect(() => {
    bodyRef.current = body;
    previousRef.current = previousBody;
  });

  const ownText = splitDraft(body, quoted).own;
  const pendingKind = assist.isPending ? assist.variables.kind : null;

  function run(variables: EmailAssistVariables) {
    setRestored(false);
    assist.mutate(variables, {
      onSuccess: ({ reply, notice: answerNotice }) => {
        const current = bodyRef.current;
        const split = splitDraft(current, quoted);
        const next = `${reply.trimEnd()}${split.quoted}`;
        // A second answer in a row keeps the user's own text, not the first answer, to go back to.
        if (previousRef.current === null && split.own.trim() !== '' && next !== current) {
          setPreviousBody(current);
        }
        setNotice(answerNotice);
        setBody(next);
      },
    });
  }

  function request(): AiSmartReplyRequest | null {
    if (!original) return null;
    return {
      emailId: original.id,
      // A message without any text is still answered, from its subject.
      emailContent: plainTextOf(original) || original.subject,
      sender: original.from ? formatAddress(original.from) : '',
      date: original.date,
      backgroundInfo: background.trim(),
    };
  }

  return {
    /** Writing help exists for replies and forwards, which have a message to start from. */
    isAvailable: original !== null,
    canImprove: ownText.trim() !== '' || pendingKind === 'revise',
    pendingKind,
    error: assist.isError ? describeApiError(assist.error, messages.failed) : null,
    notice,
    canUndo: previousBody !== null,
    restored,
    background,
    setBackground,
    suggest() {
      const base = request();
      if (base) run({ kind: 'suggest', request: base });
    },
    improve() {
      const base = request();
      const userDraft = splitDraft(bodyRef.current, quoted).own;
      if (base && userDraft.trim()) run({ kind: 'revise', request: { ...base, userDraft } });
    },
    undo() {
      if (previousBody === null) return;
      setBody(previousBody);
      setPreviousBody(null);
      setNotice(null);
      setRestored(true);
    },
    /** The user typed in the body: their text is what counts from now on. */
    onUserEdit() {
      if (previousBody !== null) setPreviousBody(null);
      if (restored) setRestored(false);
    },
  };
}

export type ComposeAssist = ReturnType<typeof useComposeAssist>;
