import { useCallback } from 'react';
import {
  endsSession,
  notifyError,
  showRefusalUnderField,
  type FieldErrorForm,
  type RequestFieldNames,
} from '@repair-shop/web';
import { failureText } from '../utils/api-errors';

/** Reports a failed write; `form`: the form it was sent from, whose fields the server may refuse one by one. */
export type ReportFailure = (
  error: unknown,
  fallback: string,
  form?: FieldErrorForm,
  names?: RequestFieldNames,
) => void;

/**
 * Reports a failed write: a refusal of one of the form's fields under that field, anything else as a
 * notification with the server's detail or the fallback. A refused session is left to the shared cache,
 * which ends it and says why on the login page.
 */
export function useApiFailure(): ReportFailure {
  return useCallback((error: unknown, fallback: string, form?: FieldErrorForm, names?: RequestFieldNames) => {
    if (form && showRefusalUnderField(form, error, names)) return;
    console.error(fallback, error);
    if (endsSession(error)) return;
    notifyError(failureText(error, fallback));
  }, []);
}
