import { CardLine } from '../../../components/ui/card';
import type { TableColumn } from '../../../components/ui/data-table';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import type { CrmRow } from '../api/crm';
import { RowActions, type RowActionsProps } from './crm-row-actions';
import { RowDates, RowDetails, rowBasics, StatusBadge } from './crm-row';

function NameCell({ item }: { item: CrmRow }) {
  const { name, email } = rowBasics(item);
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-brand-950">{name}</p>
      <p className="truncate text-xs text-slate-500">{email}</p>
    </div>
  );
}

/** The records of the open tab: a table on wide screens, cards on phones. */
export function CrmList({ rows, ...actions }: Omit<RowActionsProps, 'item'> & { rows: CrmRow[] }) {
  const columns: TableColumn<CrmRow>[] = [
    { header: 'Name', cell: (item) => <NameCell item={item} /> },
    { header: 'Details', cell: (item) => <RowDetails item={item} /> },
    { header: 'Status', cell: (item) => <StatusBadge status={rowBasics(item).status} /> },
    { header: 'Received', cellClassName: 'text-slate-700', cell: (item) => <RowDates item={item} /> },
    {
      header: 'Actions',
      headerClassName: 'text-right',
      cell: (item) => <RowActions item={item} {...actions} />,
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(item: CrmRow) => item.row.id}
      columns={columns}
      label="Records"
      card={(item) => (
        <>
          <CardLine>
            <NameCell item={item} />
            <StatusBadge status={rowBasics(item).status} />
          </CardLine>
          <div className="text-sm">
            <RowDetails item={item} />
          </div>
          <div className="flex items-end justify-between gap-3 text-sm text-slate-700">
            <RowDates item={item} />
          </div>
          <RowActions item={item} {...actions} />
        </>
      )}
    />
  );
}
