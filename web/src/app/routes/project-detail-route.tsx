import { ProjectMessages } from '../../features/communications/components/estimate-messages';
import { ProjectDetailPage } from '../../features/projects/routes/project-detail-page';

/** /dashboard/projects/:projectId: the project screen with the communications feature's messages (issue 15). */
export function ProjectDetailRoute() {
  return <ProjectDetailPage Messages={ProjectMessages} />;
}
