/** How deep a request's JSON may nest; the deepest body the API takes (SMS templates) has two levels. */
export const MAX_INPUT_DEPTH = 16;

/** NUL (PostgreSQL cannot store it) and UTF-16 surrogates without their pair (no character at all). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = 'too_deep' | 'invalid_text';

/**
 * What makes a request's input unusable before any field is looked at: nesting deeper than any body
 * the API takes (which would overflow the stack of the validators), or text that no column can hold.
 * Walks without recursion, so the deepest input costs a loop, not the stack.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (INVALID_TEXT.test(current)) return 'invalid_text';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return 'too_deep';
    for (const [key, child] of Object.entries(current)) {
      if (INVALID_TEXT.test(key)) return 'invalid_text';
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}
