import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import type { Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneDisclosure } from '../../../components/ui/phone-disclosure';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useProject } from '../api/projects';
import { ManagerPicker } from '../components/manager-picker';
import { JobNotesPanel } from '../components/job-notes-panel';
import { MaterialOrderPanel } from '../components/material-order-panel';
import { PhasesPanel } from '../components/phases-panel';
import { ProjectFacts } from '../components/project-facts';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { ProjectTimeline } from '../components/project-timeline';
import { StatusActions } from '../components/status-actions';

/** A section another feature adds to the project screen (composed in app/routes). */
export type ProjectSection = ComponentType<{ project: Project; canEdit: boolean }>;

/** An added section; with `phoneTitle` it is secondary, folded behind that title on a phone. */
export interface ExtraSection {
  Section: ProjectSection;
  phoneTitle?: string;
}

/** /dashboard/projects/:projectId: the job facts, stage, manager, phases and crew, material order and timeline; `extraSections` go above the facts and `Messages` (the communications feature's panel) below them, both composed in app/routes. */
export function ProjectDetailPage({
  extraSections = [],
  Messages,
}: {
  extraSections?: readonly ExtraSection[];
  Messages?: ComponentType<{ projectId: string; customerEmail: string | null }>;
} = {}) {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const { hasPermission } = useSession();
  const canEdit = hasPermission('projects.create');
  usePageTitle(project.data?.name ?? 'Project');

  if (project.isPending) return <PageSpinner label="Loading project..." />;
  if (project.isError)
    return (
      <div className="space-y-4">
        <Alert variant="error">{errorMessage(project.error, 'Project not found')}</Alert>
        <Link to="/dashboard/projects" className="text-brand-800 underline">
          Back to Projects
        </Link>
      </div>
    );
  const data = project.data;
  return (
    <div className="space-y-6">
      <PageHeader
        back={{ to: '/dashboard/projects', label: 'Projects' }}
        title={data.name}
        badge={<ProjectStatusBadge status={data.status} />}
        description={data.address}
      />
      <Card className="grid gap-4 p-5 md:grid-cols-2">
        <div>
          <h2 className="mb-2 text-sm font-semibold text-brand-950">Stage</h2>
          {canEdit ? <StatusActions project={data} /> : <ProjectStatusBadge status={data.status} />}
        </div>
        <div>
          <h2 className="mb-2 text-sm font-semibold text-brand-950">Manager</h2>
          <ManagerPicker project={data} canEdit={canEdit} />
        </div>
      </Card>
      {/* On a phone the key facts and actions stay open; the secondary sections fold (docs/decisions.md). */}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <PhasesPanel project={data} canEdit={canEdit} />
          <PhoneDisclosure title="Material order" summary={`${data.material_order.length} lines`}>
            <MaterialOrderPanel key={data.version} project={data} canEdit={canEdit} />
          </PhoneDisclosure>
          <PhoneDisclosure title="Job notes for the crew">
            <JobNotesPanel key={`notes-${data.version}`} project={data} canEdit={canEdit} />
          </PhoneDisclosure>
        </div>
        <div className="min-w-0 space-y-6">
          {extraSections.map(({ Section, phoneTitle }, index) =>
            phoneTitle ? (
              <PhoneDisclosure key={index} title={phoneTitle}>
                <Section project={data} canEdit={canEdit} />
              </PhoneDisclosure>
            ) : (
              <Section key={index} project={data} canEdit={canEdit} />
            ),
          )}
          <ProjectFacts project={data} />
          <PhoneDisclosure title="Timeline" summary={`${data.timeline.length} entries`}>
            <ProjectTimeline timeline={data.timeline} />
          </PhoneDisclosure>
        </div>
      </div>
      {/* Full width: its table of subject, recipient, type, status and date does not fit the side column. */}
      {Messages && (
        <PhoneDisclosure title="Messages">
          <Messages projectId={data.id} customerEmail={data.customer_email} />
        </PhoneDisclosure>
      )}
    </div>
  );
}
