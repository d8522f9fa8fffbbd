import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Route, Routes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CrewLanguage } from '@shared/jobs/crew.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../../lib/session-context';
import { sendQueue, useCrewJobs, useCrewMe, useSetLanguage } from '../api/crew';
import { CrewContext } from '../components/crew-context';
import { savedTime, translator } from '../i18n/strings';
import { forgetSaved } from '../lib/offline-queue';
import { useQueue } from '../lib/use-queue';
import { JobScreen } from './job-screen';
import { JobsScreen } from './jobs-screen';

const GPS_KEY = 'ridgeline.crew.gps';
/** How often the queue is sent again while items wait and the phone says it is online. */
const RETRY_MS = 5000;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Makes /crew installable: its manifest and the service worker that keeps the app shell. */
function useInstallable() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/crew.webmanifest';
    document.head.append(link);
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker
        .register('/crew-sw.js', { scope: '/crew' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // Keep the files this page already loaded, so the shell opens without signal.
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).origin === location.origin && !url.includes('/api/'));
          registration.active?.postMessage({ type: 'keep', urls: [location.pathname, ...files] });
        })
        .catch(() => undefined);
    return () => link.remove();
  }, []);
}

/** The crew's phone app (docs/product.md#crew-app): jobs, checklists, photos, offline queue, sign-off. */
export function CrewApp() {
  const { logout, permissionsStatus, hasPermission } = useSession();
  // Until the session is confirmed (an app opened without signal) everything comes from the phone's
  // copy and nothing is sent; confirming it online reloads the jobs and sends the queue.
  const live = permissionsStatus === 'ready' && hasPermission('crew.work');
  const me = useCrewMe(live);
  const jobs = useCrewJobs(live);
  const setLanguage = useSetLanguage();
  const client = useQueryClient();
  const queue = useQueue();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [gps, setGps] = useState(() => localStorage.getItem(GPS_KEY) === 'on');
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const language: CrewLanguage = me.data?.language ?? 'en';
  const crew = useMemo(() => ({ language, t: translator(language), live }), [language, live]);
  const { t } = crew;
  useInstallable();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const send = useCallback(async () => {
    if (!navigator.onLine || !live) return;
    setSending(true);
    try {
      const messages = await sendQueue(translator(language)('tooLarge'));
      setRefused(messages);
      await client.invalidateQueries({ queryKey: ['crew', 'jobs'] });
    } finally {
      setSending(false);
    }
  }, [client, language, live]);

  // Send what waits when the app opens and when the phone comes back online (a moment later: the
  // first requests after the switch often still fail), then every few seconds while anything waits.
  useEffect(() => {
    let timer = window.setTimeout(() => void send(), 0);
    const onOnline = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void send(), 1000);
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
    };
  }, [send]);
  const waiting = queue.length > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    const retry = window.setInterval(() => void send(), RETRY_MS);
    return () => window.clearInterval(retry);
  }, [online, waiting, send]);

  // Signing out forgets the jobs saved on this phone and the items not sent yet (asked first).
  const signOut = async () => {
    setConfirmSignOut(false);
    await forgetSaved(true).catch(() => undefined);
    logout();
  };
  const savedAt = jobs.data?.savedAt;

  const toggleGps = (on: boolean) => {
    setGps(on);
    localStorage.setItem(GPS_KEY, on ? 'on' : 'off');
  };

  return (
    <CrewContext value={crew}>
      <div className="mx-auto min-h-screen max-w-xl bg-slate-100">
        <header className="sticky top-0 z-30 bg-brand-950 px-4 py-3 text-white">
          <div className="flex items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="text-lg leading-tight font-bold">{t('appName')}</p>
              {me.data && (
                <p className="text-xs break-words text-brand-200">
                  {me.data.first_name} {me.data.last_name}
                  {me.data.company ? ` · ${me.data.company}` : ''}
                </p>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <label className="sr-only" htmlFor="crew-language">
                {t('language')}
              </label>
              <select
                id="crew-language"
                value={language}
                onChange={(event) => setLanguage.mutate(event.target.value as CrewLanguage)}
                className="rounded-md bg-white/10 px-2 py-1.5 text-sm text-white"
              >
                <option value="en" className="text-slate-900">
                  {t('english')}
                </option>
                <option value="es" className="text-slate-900">
                  {t('spanish')}
                </option>
              </select>
              <button
                type="button"
                className="text-sm text-brand-200 underline"
                onClick={() => (queue.length > 0 ? setConfirmSignOut(true) : void signOut())}
              >
                {t('signOut')}
              </button>
            </div>
          </div>
        </header>
        {(!online || queue.length > 0 || savedAt) && (
          <div
            role="status"
            className="flex items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950"
          >
            <span>
              {savedAt && (
                <span className="block font-semibold">
                  {t(online ? 'savedJobs' : 'offlineSaved', { time: savedTime(language, savedAt) })}
                </span>
              )}
              {!online &&
                (savedAt ? (
                  <span className="block">{t('workSaved')}</span>
                ) : (
                  <span className="block font-semibold">{t('offline')}</span>
                ))}
              {queue.length > 0 &&
                (queue.length === 1 ? t('waitingOne') : t('waitingMany', { n: queue.length }))}
            </span>
            {online && live && queue.length > 0 && (
              <Button size="sm" variant="secondary" onClick={() => void send()} disabled={sending}>
                {sending ? t('sending') : t('sendNow')}
              </Button>
            )}
          </div>
        )}
        {refused.length > 0 && (
          <Alert variant="error" className="m-4">
            {refused.map((reason) => t('syncFailed', { reason })).join(' ')}
          </Alert>
        )}
        <Routes>
          <Route index element={<JobsScreen />} />
          <Route path="jobs/:jobId" element={<JobScreen gps={gps} onQueued={() => void send()} />} />
        </Routes>
        <label className="flex items-center gap-2 px-4 pb-6 text-sm text-slate-700">
          <input type="checkbox" checked={gps} onChange={(event) => toggleGps(event.target.checked)} />
          {t('gps')}
        </label>
        <Modal open={confirmSignOut} onClose={() => setConfirmSignOut(false)} title={t('signOut')}>
          <div className="space-y-6 p-6">
            <p className="text-slate-700">
              {queue.length === 1 ? t('signOutLosesOne') : t('signOutLosesMany', { n: queue.length })}
            </p>
            <div className="flex flex-col-reverse gap-3">
              <Button variant="secondary" onClick={() => setConfirmSignOut(false)}>
                {t('cancel')}
              </Button>
              <Button variant="danger" onClick={() => void signOut()}>
                {t('signOutAnyway')}
              </Button>
            </div>
          </div>
        </Modal>
      </div>
    </CrewContext>
  );
}
