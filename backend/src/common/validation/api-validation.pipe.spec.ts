import { MAX_INPUT_DEPTH } from './request-input';
import { createApiValidationPipe } from './api-validation.pipe';

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { inner: nested(depth - 1) });

describe('the API validation pipe', () => {
  const pipe = createApiValidationPipe();

  it("refuses a request's input nested deeper than the API takes", async () => {
    await expect(pipe.transform({ email: nested(MAX_INPUT_DEPTH) }, { type: 'body' })).rejects.toMatchObject({
      response: { code: 'BAD_REQUEST' },
    });
  });

  it("leaves a custom parameter (@CurrentUser()) as it is: it is the server's own value, however deep", async () => {
    const account = { user: nested(MAX_INPUT_DEPTH + 4) };
    await expect(pipe.transform(account, { type: 'custom' })).resolves.toBe(account);
  });
});
