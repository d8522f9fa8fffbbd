import { ProjectPhotosSection } from '../../features/crew/components/project-photos-section';
import { ProjectMessages } from '../../features/communications/components/estimate-messages';
import { ProjectInsuranceSection } from '../../features/insurance/components/project-insurance-section';
import { ProjectPaymentsSection } from '../../features/payments/components/project-payments-section';
import { ProjectDetailPage, type ExtraSection } from '../../features/projects/routes/project-detail-page';

/**
 * Sections other features add to the project screen: the payments feature's schedule and payments, the
 * insurance feature's claim details, the crew's photos; the last two fold on a phone (docs/decisions.md).
 */
const EXTRA_SECTIONS: readonly ExtraSection[] = [
  { Section: ProjectPaymentsSection },
  { Section: ProjectInsuranceSection, phoneTitle: 'Insurance claim' },
  { Section: ProjectPhotosSection, phoneTitle: 'Crew photos' },
];

/** /dashboard/projects/:projectId: the projects feature's page with the insurance claim and the communications feature's messages slotted in. */
export function ProjectDetailRoute() {
  return <ProjectDetailPage extraSections={EXTRA_SECTIONS} Messages={ProjectMessages} />;
}
