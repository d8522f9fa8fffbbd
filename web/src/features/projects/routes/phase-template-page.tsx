import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { PhaseTemplateSection } from '../components/phase-template-section';

/** /dashboard/projects/phase-template: the phase template, until Settings composes its section. */
export function PhaseTemplatePage() {
  usePageTitle('Project phases');
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <Link to="/dashboard/projects" className="text-sm text-brand-800 underline">
          ← Projects
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Project phases</h1>
      </div>
      <PhaseTemplateSection />
    </div>
  );
}
