/**
 * What is built or loaded by its first use instead of at start: every start, and every test file's app, paid for
 * libraries that only some requests need (photos, mail, certificates, fiscal messages, spreadsheets).
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

/** A package loaded by its first use: `const sharp = requireOnFirstUse<typeof Sharp>('sharp')`, then `sharp()(…)`. */
export function requireOnFirstUse<T>(packageName: string): () => T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start
  return onFirstUse(() => require(packageName) as T);
}
