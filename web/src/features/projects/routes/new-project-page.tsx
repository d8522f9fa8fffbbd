import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useCreateProject, useRecentEstimates } from '../api/projects';

/** /dashboard/projects/new (projects.create): a project by hand, optionally from an estimate (?estimate=). */
export function NewProjectPage() {
  usePageTitle('New Project');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const estimates = useRecentEstimates();
  const create = useCreateProject();
  const [estimateId, setEstimateId] = useState(params.get('estimate') ?? '');
  const [form, setForm] = useState({
    name: '',
    customer_name: '',
    customer_email: '',
    customer_phone: '',
    address: '',
  });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader
        back={{ to: '/dashboard/projects', label: 'Projects' }}
        title="New Project"
        description="Signed contracts become projects by themselves. Start one here for work sold another way."
      />
      <Card className="p-5">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = Object.fromEntries(
              Object.entries(form)
                .map(([key, value]) => [key, value.trim()])
                .filter(([, value]) => value),
            );
            create.mutate(
              estimateId
                ? { estimate_id: estimateId, ...(form.name.trim() ? { name: form.name.trim() } : {}) }
                : trimmed,
              {
                onSuccess: (project) => navigate(`/dashboard/projects/${project.id}`),
              },
            );
          }}
        >
          <Select
            label="From an estimate (optional)"
            value={estimateId}
            onChange={(event) => setEstimateId(event.target.value)}
            placeholder="No estimate: enter the details"
            options={(estimates.data?.estimates ?? []).map((estimate) => ({
              value: estimate.id,
              label: `${estimate.customer_last_name} — ${estimate.address}`,
            }))}
          />
          <Input label="Project name (optional)" value={form.name} onChange={set('name')} />
          {!estimateId && (
            <>
              <Input
                label="Customer name"
                required
                value={form.customer_name}
                onChange={set('customer_name')}
              />
              <Input label="Address" required value={form.address} onChange={set('address')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  label="Customer email"
                  type="email"
                  value={form.customer_email}
                  onChange={set('customer_email')}
                />
                <Input
                  label="Customer phone"
                  type="tel"
                  value={form.customer_phone}
                  onChange={set('customer_phone')}
                />
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
