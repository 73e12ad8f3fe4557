import { isApiRequestError } from '../api/http';

/** What of a `@mantine/form` form a refusal needs: its values (to know its fields) and its field errors. */
export interface FieldErrorForm {
  getValues: () => object;
  setFieldError: (path: never, error: string) => void;
  getInputNode?: (path: never) => HTMLElement | null;
}

/**
 * Where the form shows the request's fields it holds otherwise, by the request's name or the start of
 * its path: another field (the request's `estimatedPrice` is the form's `price`; `deposit.amount` shows under
 * the whole `deposit`), or null for a field the form holds but shows no mark for (a notification then).
 */
export type RequestFieldNames = Readonly<Record<string, string | null>>;

/**
 * A mutation's request with the form it was sent from, so that its hook reports a refusal of one of the
 * form's fields under that field (the hook's failure reporter calls showRefusalUnderField).
 */
export interface SentFromForm<Request> {
  request: Request;
  form?: FieldErrorForm;
  /** Where the form shows the request's fields it names otherwise. */
  names?: RequestFieldNames;
}

/** The field a server refusal is about (`field` of the error body, as the request names it), with its sentence. */
export function refusedField(error: unknown): { field: string; detail: string } | null {
  if (!isApiRequestError(error) || !error.detail) return null;
  const field = error.body?.field;
  return typeof field === 'string' && field ? { field, detail: error.detail } : null;
}

/** Whether the form's values hold that dotted path (`deposit.amount`), an empty value included. */
function holdsPath(values: object, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.prototype.hasOwnProperty.call(current, key))
      return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/** The form's field for the request's path: the names' entry for it or for its nearest start, else the path itself. */
function formPath(field: string, names: RequestFieldNames): string | null {
  const keys = field.split('.');
  for (let length = keys.length; length > 0; length -= 1) {
    const start = keys.slice(0, length).join('.');
    if (start in names) return names[start] ?? null;
  }
  return field;
}

/**
 * Shows a server refusal under the form's field it is about (the worker's phone the server found wrong),
 * focused, and answers true; false when the refusal names no field of this form, for the caller to show
 * it as a notification. The field's mark goes when the user changes it, as the form's own marks do.
 */
export function showRefusalUnderField(form: FieldErrorForm, error: unknown, names: RequestFieldNames = {}): boolean {
  const refusal = refusedField(error);
  if (!refusal) return false;
  const path = formPath(refusal.field, names);
  if (path === null || !holdsPath(form.getValues(), path)) return false;
  form.setFieldError(path as never, refusal.detail);
  form.getInputNode?.(path as never)?.focus();
  return true;
}
