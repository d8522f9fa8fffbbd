import type { CrewJob } from '@shared/jobs/schemas/crew.js';
import { ExternalLink } from '../../../components/ui/external-link';
import { useCrew } from './crew-context';

/** The job's address in the phone's maps, in a new tab. */
export function MapLink({ job, className }: { job: CrewJob; className: string }) {
  const { t } = useCrew();
  return (
    <ExternalLink href={job.map_url} className={className}>
      {t('openMap')}
    </ExternalLink>
  );
}
