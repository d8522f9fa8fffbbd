import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useInsuranceProjects } from '../api/disputes';

/** Picks the insurance project when none is in the address. */
export function SupplementProjectPicker({ onPick }: { onPick: (id: string) => void }) {
  const projects = useInsuranceProjects();
  const options = (projects.data?.projects ?? []).map((project) => ({
    value: project.id,
    label: `${project.name} — ${project.insurance.insurance_company}`,
  }));
  return (
    <Card className="space-y-3 p-5">
      {projects.isError && (
        <Alert variant="error">{errorMessage(projects.error, 'Projects could not load.')}</Alert>
      )}
      {projects.data && !options.length ? (
        <p className="text-slate-600">
          No insurance projects yet: add the carrier and claim on a project first.
        </p>
      ) : (
        <Select
          label="Insurance project"
          placeholder="Choose an insurance project"
          value=""
          onChange={(event) => event.target.value && onPick(event.target.value)}
          options={options}
        />
      )}
    </Card>
  );
}
