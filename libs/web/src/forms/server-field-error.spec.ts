import { ApiRequestError } from '../api/http';
import { refusedField, showRefusalUnderField, type FieldErrorForm } from './server-field-error';

/** A form's values and the marks set on it, as @mantine/form keeps them. */
function formOf(values: object): FieldErrorForm & { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  return {
    errors,
    getValues: () => values,
    setFieldError: (path: never, error: string) => {
      errors[path as string] = error;
    },
  };
}

const refusal = (
  field: string | undefined,
  detail = 'Fusha «Numri i telefonit» duhet të jetë një numër telefoni i vlefshëm.',
) =>
  new ApiRequestError(400, detail, 'VALIDATION_FAILED', {
    detail,
    code: 'VALIDATION_FAILED',
    ...(field ? { field } : {}),
  });

describe('showRefusalUnderField', () => {
  it("puts the server's sentence under the field the refusal names", () => {
    const form = formOf({ firstName: 'Arta', phoneNumber: 'abc' });
    expect(showRefusalUnderField(form, refusal('phoneNumber'))).toBe(true);
    expect(form.errors).toEqual({
      phoneNumber: 'Fusha «Numri i telefonit» duhet të jetë një numër telefoni i vlefshëm.',
    });
  });

  it("follows the form's own names for the request's fields, and nested paths", () => {
    const form = formOf({ price: '', deposit: { amount: '-5', method: 'cash' } });
    expect(showRefusalUnderField(form, refusal('estimatedPrice', 'Çmimi'), { estimatedPrice: 'price' })).toBe(true);
    expect(showRefusalUnderField(form, refusal('deposit.amount', 'Shuma'), { deposit: 'deposit' })).toBe(true);
    expect(form.errors).toEqual({ price: 'Çmimi', deposit: 'Shuma' });
    const nested = formOf({ deposit: { amount: '' } });
    expect(showRefusalUnderField(nested, refusal('deposit.amount', 'Shuma'))).toBe(true);
    expect(nested.errors).toEqual({ 'deposit.amount': 'Shuma' });
  });

  it('leaves to the caller a refusal of no field, of a field the form lacks, or a failure that is no refusal', () => {
    const form = formOf({ phoneNumber: '' });
    expect(showRefusalUnderField(form, refusal(undefined))).toBe(false);
    expect(showRefusalUnderField(form, refusal('intake.checks'))).toBe(false);
    expect(showRefusalUnderField(form, new ApiRequestError(0, null))).toBe(false);
    expect(showRefusalUnderField(form, new Error('x'))).toBe(false);
    expect(form.errors).toEqual({});
    // A field the form holds but marks nowhere.
    const withChecklist = formOf({ intake: { checks: {}, note: '' } });
    expect(showRefusalUnderField(withChecklist, refusal('intake.note'), { intake: null })).toBe(false);
    expect(withChecklist.errors).toEqual({});
  });
});

describe('refusedField', () => {
  it('reads the field and the detail of the error body', () => {
    expect(refusedField(refusal('email', 'Ky email është i regjistruar tashmë.'))).toEqual({
      field: 'email',
      detail: 'Ky email është i regjistruar tashmë.',
    });
    expect(refusedField(refusal(undefined))).toBeNull();
  });
});
