import { CRM_STATUSES, type CrmTab } from '@shared/operations/crm.js';
import { crmSearchForm } from '@shared/operations/schemas/crm.js';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useZodForm } from '../../../lib/use-zod-form';

/** Search by name, email or company, and narrow the open tab to one status. */
export function CrmFilters({
  tab,
  status,
  search,
  onFilter,
}: {
  tab: CrmTab;
  status: string;
  search: string;
  /** Sets the given filters in the address; an empty value removes one. */
  onFilter: (next: Record<string, string>) => void;
}) {
  // One box, but the lists' query caps its length: the form says so under the box instead of a failed list.
  const form = useZodForm(crmSearchForm, { defaultValues: { search } });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Form
        form={form}
        onSubmit={(values) => onFilter({ q: values.search ?? '' })}
        className="flex flex-1 items-end gap-2"
        role="search"
      >
        <Input
          label="Search"
          className="flex-1"
          type="search"
          placeholder="Name, email or company"
          {...form.field('search')}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <Select
        label="Status"
        className="sm:w-48"
        placeholder="All statuses"
        options={CRM_STATUSES[tab].map((value) => ({ value, label: value.replaceAll('_', ' ') }))}
        value={status}
        onChange={(event) => onFilter({ status: event.target.value })}
      />
    </div>
  );
}
