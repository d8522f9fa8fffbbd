import { createContext, use } from 'react';
import type { CrewLanguage } from '@shared/jobs/crew.js';
import { translator, type Translate } from '../i18n/strings';

/** The crew app's language and its translator, and whether the session is confirmed (the API may be called). */
export interface CrewContextValue {
  language: CrewLanguage;
  t: Translate;
  live: boolean;
}

/** Provided by the crew app's layout. */
export const CrewContext = createContext<CrewContextValue>({
  language: 'en',
  t: translator('en'),
  live: false,
});

/** The crew app's language and translator. */
export function useCrew(): CrewContextValue {
  return use(CrewContext);
}
