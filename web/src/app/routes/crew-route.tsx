import { useEffect, useState } from 'react';
import { CrewApp } from '../../features/crew/routes/crew-app';
import { hasSavedMember } from '../../features/crew/lib/offline-queue';
import { useSession } from '../../lib/session-context';
import { RequireAuth } from '../require-auth';

/**
 * /crew/*: the crew's phone app, for members holding crew.work. When this phone saved the signed-in
 * crew member's details before, the app opens at once from that copy while the session is confirmed,
 * so it opens without signal (docs/decisions.md "The crew app opens offline").
 */
export function CrewRoute() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [saved, setSaved] = useState<{ userId: string; has: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    if (userId)
      void hasSavedMember().then((has) => {
        if (current) setSaved({ userId, has });
      });
    return () => {
      current = false;
    };
  }, [userId]);
  return (
    <RequireAuth permission="crew.work" unconfirmed={saved?.userId === userId && saved.has}>
      <CrewApp />
    </RequireAuth>
  );
}
