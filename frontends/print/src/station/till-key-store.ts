/**
 * Where a Kosovo station keeps its till key: IndexedDB, which stores a CryptoKeyPair by structured clone,
 * non-extractable keys included, so the private key stays usable in this browser and can never be read out.
 */
const DATABASE = 'servisi-station';
const STORE = 'till-keys';
const VERSION = 1;

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    database.close();
  }
}

/** The station's key pair, or null when this browser has none (never made, or its storage was cleared). */
export async function loadTillKeys(stationId: string): Promise<CryptoKeyPair | null> {
  const stored = await inStore<unknown>('readonly', (store) => store.get(stationId));
  return (stored as CryptoKeyPair | undefined) ?? null;
}

export async function saveTillKeys(stationId: string, keys: CryptoKeyPair): Promise<void> {
  await inStore('readwrite', (store) => store.put(keys, stationId));
}
