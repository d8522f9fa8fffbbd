import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProject, useRecentEstimates } from '../api/projects';
import { newProjectForm, type NewProjectValues } from '../schemas/new-project-form';

/** /dashboard/projects/new (projects.create): a project by hand, optionally from an estimate (?estimate=). */
export function NewProjectPage() {
  usePageTitle('New Project');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const estimates = useRecentEstimates();
  const create = useCreateProject();
  const form = useZodForm(newProjectForm, {
    defaultValues: {
      estimate_id: params.get('estimate') ?? '',
      name: '',
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      address: '',
    },
  });
  const estimateId = form.watch('estimate_id');
  const onSubmit = ({ estimate_id, ...details }: NewProjectValues) => {
    // From an estimate only the name may be given; by hand, fields left empty are not sent.
    const body = estimate_id
      ? { estimate_id, ...(details.name ? { name: details.name } : {}) }
      : Object.fromEntries(Object.entries(details).filter(([, value]) => value));
    create.mutate(body, { onSuccess: (project) => navigate(`/dashboard/projects/${project.id}`) });
  };

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader
        back={{ to: '/dashboard/projects', label: 'Projects' }}
        title="New Project"
        description="Signed contracts become projects by themselves. Start one here for work sold another way."
      />
      <Card className="p-5">
        <form className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
          <Select
            label="From an estimate (optional)"
            {...form.field('estimate_id')}
            placeholder="No estimate: enter the details"
            options={(estimates.data?.estimates ?? []).map((estimate) => ({
              value: estimate.id,
              label: `${estimate.customer_last_name} — ${estimate.address}`,
            }))}
          />
          <Input label="Project name (optional)" {...form.field('name')} />
          {!estimateId && (
            <>
              <Input label="Customer name" required {...form.field('customer_name')} />
              <Input label="Address" required {...form.field('address')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Input label="Customer email" type="email" {...form.field('customer_email')} />
                <Input label="Customer phone" type="tel" {...form.field('customer_phone')} />
              </div>
            </>
          )}
          {create.isError && (
            <Alert variant="error">{errorMessage(create.error, 'The project could not be created.')}</Alert>
          )}
          <Button type="submit" variant="accent" disabled={create.isPending}>
            Create project
          </Button>
        </form>
      </Card>
    </div>
  );
}
