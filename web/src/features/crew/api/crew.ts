import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrewLanguage } from '@shared/jobs/crew.js';
import {
  crewJob,
  crewJobsResponse,
  crewMe,
  crewPhase,
  photoUploadResponse,
  savePhotoResponse,
  type CrewJobsResponse,
  type CrewMe,
} from '@shared/jobs/schemas/crew.js';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { uploadToPresignedPost, UploadRefusedError } from '../../../lib/presigned-upload';
import { getSession } from '../../../lib/session';
import { dequeue, queuedItems, readSaved, writeSaved, type QueuedItem } from '../lib/offline-queue';
import { utcDay } from '@shared/kernel/time.js';

const CREW_KEY = ['crew'] as const;

/** Today as the phone's calendar has it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return utcDay(new Date(now.getTime() - offset));
}

/**
 * Reads from the API when `live` (the session is confirmed), saving the answer on the phone; reads the
 * phone's copy when not live (the app opened without signal) or when the call finds no network.
 */
async function liveOrSaved<T>(
  key: 'me' | 'jobs',
  live: boolean,
  load: () => Promise<T>,
): Promise<{ value: T; savedAt: string | null }> {
  if (live)
    try {
      const value = await load();
      await writeSaved(key, value);
      return { value, savedAt: null };
    } catch (error) {
      if (!isOffline(error)) throw error;
      const saved = await readSaved<T>(key);
      if (saved) return { value: saved.value, savedAt: saved.savedAt };
      throw error;
    }
  const saved = await readSaved<T>(key);
  if (saved) return { value: saved.value, savedAt: saved.savedAt };
  throw new ApiError(0, 'Nothing saved on this phone yet');
}

/** GET /api/crew/me, or what the phone saved last when there is no signal. */
export function useCrewMe(live: boolean) {
  return useQuery({
    queryKey: [...CREW_KEY, 'me', { live }],
    networkMode: 'always',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<CrewMe> =>
      (await liveOrSaved('me', live, () => apiRequest('/crew/me', { schema: crewMe, signal }))).value,
  });
}

/** PUT /api/crew/me — switch the language (saved on the phone at once). */
export function useSetLanguage() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (language: CrewLanguage) => {
      const current = client
        .getQueriesData<CrewMe>({ queryKey: [...CREW_KEY, 'me'] })
        .find(([, me]) => me)?.[1];
      if (current) {
        client.setQueriesData<CrewMe>({ queryKey: [...CREW_KEY, 'me'] }, (me) => me && { ...me, language });
        await writeSaved('me', { ...current, language });
      }
      return apiRequest('/crew/me', { method: 'PUT', body: { language }, schema: crewMe });
    },
  });
}

/** The jobs list and, when it came from the phone's copy (no signal), when that copy was saved. */
export interface CrewJobsAnswer {
  jobs: CrewJobsResponse;
  savedAt: string | null;
}

/** GET /api/crew/jobs — the next 14 days, kept on the phone for offline use. */
export function useCrewJobs(live: boolean) {
  return useQuery({
    queryKey: [...CREW_KEY, 'jobs', { live }],
    networkMode: 'always',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<CrewJobsAnswer> => {
      const answer = await liveOrSaved('jobs', live, () =>
        apiRequest('/crew/jobs', { query: { from: localToday() }, schema: crewJobsResponse, signal }),
      );
      return { jobs: answer.value, savedAt: answer.savedAt };
    },
  });
}

/** Whether the session's access token can be used now (an expired one is refreshed first). */
function tokenFresh(): boolean {
  const session = getSession();
  return !!session && (session.expiresAt === null || session.expiresAt > Date.now());
}

/** Whether an error means "no signal" (the item stays queued) rather than a refusal. */
function isOffline(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return !(error instanceof UploadRefusedError);
}

async function send(item: QueuedItem): Promise<void> {
  const job = `/crew/jobs/${encodeURIComponent(item.projectId)}`;
  if (item.kind === 'photo') {
    const target = await apiRequest(`${job}/photos/upload-url`, {
      method: 'POST',
      body: { photo_id: item.id },
      schema: photoUploadResponse,
    });
    if (target.upload) {
      const file = new File([item.blob], `${item.id}.jpg`, { type: item.blob.type || 'image/jpeg' });
      await uploadToPresignedPost(target.upload, file);
    }
    await apiRequest(`${job}/photos`, {
      method: 'POST',
      body: {
        photo_id: item.id,
        phase_id: item.phaseId,
        category: item.category,
        captured_at: item.capturedAt,
        caption: item.caption,
        latitude: item.latitude,
        longitude: item.longitude,
      },
      schema: savePhotoResponse,
    });
  } else if (item.kind === 'step') {
    await apiRequest(`${job}/phases/${encodeURIComponent(item.phaseId)}/steps/${item.stepId}`, {
      method: 'PUT',
      body: { action_id: item.id, not_done: item.notDone },
      schema: crewPhase,
    });
  } else if (item.kind === 'complete') {
    await apiRequest(`${job}/phases/${encodeURIComponent(item.phaseId)}/complete`, {
      method: 'POST',
      body: { action_id: item.id },
      schema: crewPhase,
    });
  } else {
    await apiRequest(`${job}/sign-off`, {
      method: 'POST',
      body: { sign_off_id: item.id, name: item.name, notes: item.notes, signature_png: item.signature },
      schema: crewJob,
    });
  }
}

let sending: Promise<string[]> | undefined;

async function sendAll(tooLarge: string): Promise<string[]> {
  const refused: string[] = [];
  // An expired token would earn a 401 and sign the member out: the session provider refreshes it first.
  if (!tokenFresh()) return refused;
  for (const item of [...queuedItems()]) {
    try {
      await send(item);
    } catch (error) {
      if (isOffline(error)) break;
      // Storage refuses a file over the signed size with its own code; the phone says it in words.
      if (error instanceof UploadRefusedError && error.code === 'EntityTooLarge') refused.push(tooLarge);
      else refused.push(error instanceof Error ? error.message : String(error));
    }
    await dequeue(item.id);
  }
  return refused;
}

/**
 * Send the queue, oldest first; one run at a time. No signal stops the run and keeps the rest; a
 * refusal (4xx) drops the item and reports the server's message. Resolves with the refusals' messages.
 */
export function sendQueue(tooLarge: string): Promise<string[]> {
  if (!sending)
    // Cleared after the run settles (a callback, so never before `sending` is set, even for an empty queue).
    sending = sendAll(tooLarge).finally(() => {
      sending = undefined;
    });
  return sending;
}
