import { useEffect, useState } from 'react';
import { isFirstVisit } from '@shared/accounts/first-day.js';

const seenKey = (userId: string) => `ridgeline.dashboard-seen.${userId}`;

function seenBefore(userId: string): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) !== null;
  } catch {
    return true; // storage refused: never greet someone as new twice
  }
}

/** True on a new user's first visit to the dashboard in this browser; the visit is recorded once shown. */
export function useFirstVisit(user: { id: string; created_at: string } | null): boolean {
  const [first] = useState(() =>
    user ? isFirstVisit(user.created_at, seenBefore(user.id), new Date()) : false,
  );
  useEffect(() => {
    if (!user) return;
    try {
      localStorage.setItem(seenKey(user.id), new Date().toISOString());
    } catch {
      // Storage refused (private mode): nothing is recorded, and a refused read counts as seen.
    }
  }, [user]);
  return first;
}
