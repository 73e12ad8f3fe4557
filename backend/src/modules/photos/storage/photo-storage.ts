/**
 * Where photo files live: folders on this machine, or an S3-compatible bucket. Keys are
 * "<business>/<job>/<photo>-<variant>.jpg"; a failure is thrown as PhotoStorageUnavailableException.
 */
export abstract class PhotoStorage {
  abstract put(key: string, data: Buffer): Promise<void>;
  abstract read(key: string): Promise<Buffer>;
  /** Removes what exists of these; a key already gone is not an error. */
  abstract remove(keys: string[]): Promise<void>;
}
