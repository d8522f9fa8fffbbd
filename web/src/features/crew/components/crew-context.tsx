import { createContext, use } from 'react';
import type { CrewLanguage } from '@shared/jobs/crew.js';
import { translator, type Translate } from '../i18n/strings';

/** The crew app's language and its translator. */
export interface CrewContextValue {
  language: CrewLanguage;
  t: Translate;
}

/** Provided by the crew app's layout. */
export const CrewContext = createContext<CrewContextValue>({ language: 'en', t: translator('en') });

/** The crew app's language and translator. */
export function useCrew(): CrewContextValue {
  return use(CrewContext);
}
