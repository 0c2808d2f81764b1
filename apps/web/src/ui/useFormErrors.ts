import { useCallback, useState } from 'react';
import { splitServerFieldErrors, withoutFieldError } from './fieldErrorsOf';

/**
 * The errors of one form: a message under each field (from the form's own check or the
 * server's "field: message" text, never with the field name shown) and one for the whole form.
 * A field's message goes away as soon as that field changes.
 */
export function useFormErrors(
  fields: readonly string[],
  /** Whole-sentence server messages that belong to one field, e.g. a wrong current password. */
  fieldOfMessage: Readonly<Record<string, string>> = {},
) {
  const [fieldErrors, setFieldErrorsState] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setFieldErrors = useCallback((errors: Record<string, string>) => {
    setFieldErrorsState(errors);
    setFormError(null);
  }, []);

  const clearFieldError = useCallback(
    (field: string) => setFieldErrorsState((current) => withoutFieldError(current, field)),
    [],
  );

  const showServerError = useCallback(
    (message: string) => {
      const ownField = fieldOfMessage[message];
      if (ownField) {
        setFieldErrorsState({ [ownField]: message });
        setFormError(null);
        return;
      }
      const split = splitServerFieldErrors(message, fields);
      setFieldErrorsState(split.fieldErrors);
      setFormError(split.formError);
    },
    // The field list and message map are constants of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError };
}
