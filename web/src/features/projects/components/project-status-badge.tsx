import { PROJECT_STATUS_COLOURS, PROJECT_STATUS_LABELS, type ProjectStatus } from '@shared/jobs/projects.js';
import { Badge } from '../../../components/ui/badge';

/** A project's stage as a coloured label. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={PROJECT_STATUS_COLOURS[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}
