// What the crew app keeps on the phone (docs/product.md#crew-app), in IndexedDB: the jobs of the next
// 14 days and the member's details (read when there is no signal), and the queue of actions and
// photos not sent yet. Each queued item carries an id made on the phone, so sending it twice stores it once.

const DB_NAME = 'ridgeline-crew';
const QUEUE = 'queue';
const CACHE = 'cache';

/** A photo taken on the phone, waiting to upload. */
export interface QueuedPhoto {
  kind: 'photo';
  id: string;
  projectId: string;
  phaseId: string;
  category: string;
  capturedAt: string;
  caption?: string;
  latitude?: number;
  longitude?: number;
  blob: Blob;
}

/** A checklist step marked not done (or cleared), waiting to be sent. */
export interface QueuedStep {
  kind: 'step';
  id: string;
  projectId: string;
  phaseId: string;
  stepId: string;
  notDone: { reason: string; note?: string } | null;
}

/** A phase marked done, waiting to be sent. */
export interface QueuedCompletion {
  kind: 'complete';
  id: string;
  projectId: string;
  phaseId: string;
}

/** The homeowner's sign-off, waiting to be sent. */
export interface QueuedSignOff {
  kind: 'sign-off';
  id: string;
  projectId: string;
  name: string;
  notes?: string;
  signature: string;
}

/** Anything to be sent. */
export type NewQueuedItem = QueuedPhoto | QueuedStep | QueuedCompletion | QueuedSignOff;

/** Anything waiting to be sent, with when it was made (the queue sends oldest first). */
export type QueuedItem = NewQueuedItem & { queuedAt: number };

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(QUEUE, { keyPath: 'id' });
      request.result.createObjectStore(CACHE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
  return opening;
}

async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = act(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
  });
}

const listeners = new Set<() => void>();
let snapshot: QueuedItem[] = [];

async function refresh(): Promise<void> {
  const items = await run<QueuedItem[]>(
    QUEUE,
    'readonly',
    (store) => store.getAll() as IDBRequest<QueuedItem[]>,
  );
  snapshot = items.sort((a, b) => a.queuedAt - b.queuedAt);
  for (const listener of listeners) listener();
}

/** Subscribe to the queue (for useSyncExternalStore); loads it the first time. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void refresh();
  return () => listeners.delete(listener);
}

/** The queued items, oldest first. */
export function queuedItems(): QueuedItem[] {
  return snapshot;
}

/** Queue an item (a second item with the same id replaces the first). */
export async function enqueue(item: NewQueuedItem): Promise<void> {
  await run(QUEUE, 'readwrite', (store) => store.put({ ...item, queuedAt: Date.now() }));
  await refresh();
}

/** Remove a sent (or refused) item. */
export async function dequeue(id: string): Promise<void> {
  await run(QUEUE, 'readwrite', (store) => store.delete(id));
  await refresh();
}

/** Read a saved value (the last jobs list, the member's details). */
export function readCache<T>(key: string): Promise<T | undefined> {
  return run<T | undefined>(CACHE, 'readonly', (store) => store.get(key) as IDBRequest<T | undefined>);
}

/** Save a value for offline use. */
export async function writeCache(key: string, value: unknown): Promise<void> {
  await run(CACHE, 'readwrite', (store) => store.put(value, key));
}

/** An id made on the phone. */
export function phoneId(): string {
  return crypto.randomUUID();
}
