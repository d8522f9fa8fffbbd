import { getSession, subscribeSession } from '../../../lib/session';

// What the crew app keeps on the phone (docs/product.md#crew-app), in IndexedDB: the jobs of the next
// 14 days and the member's details (read when there is no signal, and to open the app offline), and
// the queue of actions and photos not sent yet. Each queued item carries an id made on the phone, so
// sending it twice stores it once, and the id of the member who made it, so it is sent only under
// their session. Saved answers carry their member's id too: another member's copy is never read.

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

/** Anything waiting to be sent, with when it was made (the queue sends oldest first) and by whom. */
export type QueuedItem = NewQueuedItem & { queuedAt: number; owner?: string };

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

/** The signed-in member's id ('' when signed out). */
function currentMember(): string {
  return getSession()?.user.id ?? '';
}

async function refresh(): Promise<void> {
  const items = await run<QueuedItem[]>(
    QUEUE,
    'readonly',
    (store) => store.getAll() as IDBRequest<QueuedItem[]>,
  );
  // Items of a member whose session ended wait for them; the signed-in member sees and sends only theirs.
  const member = currentMember();
  snapshot = items
    .filter((item) => (item.owner ?? member) === member)
    .sort((a, b) => a.queuedAt - b.queuedAt);
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
  await run(QUEUE, 'readwrite', (store) =>
    store.put({ ...item, queuedAt: Date.now(), owner: currentMember() }),
  );
  await refresh();
}

/** Remove a sent (or refused) item. */
export async function dequeue(id: string): Promise<void> {
  await run(QUEUE, 'readwrite', (store) => store.delete(id));
  await refresh();
}

/** What the phone saved: the member's details, or their jobs. */
export type SavedKey = 'me' | 'jobs';

/** A saved answer, whose it is and when it was saved. */
export interface Saved<T> {
  member: string;
  savedAt: string;
  value: T;
}

/** Read what the phone saved for the signed-in member (undefined when it was another member's). */
export async function readSaved<T>(key: SavedKey): Promise<Saved<T> | undefined> {
  const saved = await run<Saved<T> | undefined>(
    CACHE,
    'readonly',
    (store) => store.get(key) as IDBRequest<Saved<T> | undefined>,
  );
  const member = currentMember();
  return saved && member && saved.member === member && saved.savedAt ? saved : undefined;
}

/** Save an answer for offline use, under the signed-in member. */
export async function writeSaved(key: SavedKey, value: unknown): Promise<void> {
  const member = currentMember();
  if (!member) return;
  const saved: Saved<unknown> = { member, savedAt: new Date().toISOString(), value };
  await run(CACHE, 'readwrite', (store) => store.put(saved, key));
}

/** Whether the phone holds a crew member's saved details for the signed-in user (the app may open offline). */
export async function hasSavedMember(): Promise<boolean> {
  try {
    return (await readSaved('me')) !== undefined;
  } catch {
    return false;
  }
}

/** Forget the saved answers; with `queue`, the items waiting too (a deliberate sign-out). */
export async function forgetSaved(queue = false): Promise<void> {
  await run(CACHE, 'readwrite', (store) => store.clear());
  if (queue) await run(QUEUE, 'readwrite', (store) => store.clear());
  await refresh();
}

// A session that ends (signed out here or in another tab, or refused by the server) takes the saved
// jobs and details with it; the items waiting stay for their member's next sign-in.
let signedIn = currentMember();
subscribeSession(() => {
  const member = currentMember();
  if (member === signedIn) return;
  if (signedIn && !member) void forgetSaved().catch(() => undefined);
  else void refresh().catch(() => undefined);
  signedIn = member;
});

/** An id made on the phone. */
export function phoneId(): string {
  return crypto.randomUUID();
}
