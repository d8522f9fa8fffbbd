import { useState } from 'react';
import { CRM_STATUSES, type CrmTab } from '@shared/operations/crm.js';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

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
  const [typed, setTyped] = useState(search);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onFilter({ q: typed.trim() });
        }}
        className="flex flex-1 items-end gap-2"
        role="search"
      >
        <Input
          label="Search"
          className="flex-1"
          type="search"
          placeholder="Name, email or company"
          value={typed}
          onValueChange={setTyped}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
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
