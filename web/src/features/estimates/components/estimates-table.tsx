import { Link, useNavigate } from 'react-router';
import type { EstimateSummary } from '@shared/estimates/schemas/estimates.js';
import { Badge } from '../../../components/ui/badge';
import { CardLine } from '../../../components/ui/card';
import type { TableColumn } from '../../../components/ui/data-table';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { Spinner } from '../../../components/ui/spinner';
import { customerName } from '../../../lib/format';
import { formatDate, formatMoney, formatSqft } from '@shared/kernel/format.js';
import { EstimateRowActions } from './estimate-row-actions';

function EstimateValue({ row }: { row: EstimateSummary }) {
  if (row.measurement_status === 'queued' || row.measurement_status === 'measuring') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
        <Spinner label="" className="[&_svg]:size-4" /> Measuring…
      </span>
    );
  }
  if (row.measurement_status === 'failed' || row.final_price === null)
    return <Badge tone="red">Measurement failed</Badge>;
  return (
    <div>
      <p className="font-semibold tabular-nums text-brand-950">{formatMoney(row.final_price)}</p>
      <p className="whitespace-nowrap text-xs text-slate-500">
        {row.square_footage !== null ? formatSqft(row.square_footage) : ''}
        {row.discount_percent ? ` · ${row.discount_percent}% off` : ''}
      </p>
      {row.simulated && <p className="text-[11px] font-medium text-violet-700">Simulated imagery</p>}
    </div>
  );
}

const yesNo = (value: boolean) => (
  <span className={value ? 'font-medium text-green-700' : 'text-slate-500'}>{value ? 'Yes' : 'No'}</span>
);

const installDate = (row: EstimateSummary) =>
  row.scheduled_install_date ? formatDate(row.scheduled_install_date) : 'Not scheduled';

/** The estimates as a table on wide screens and as cards on phones. */
export function EstimatesTable({
  rows,
  onDelete,
}: {
  rows: EstimateSummary[];
  onDelete: (row: EstimateSummary) => void;
}) {
  const navigate = useNavigate();
  const columns: TableColumn<EstimateSummary>[] = [
    {
      header: 'Customer',
      cellClassName: 'font-medium text-brand-950',
      cell: (row) => (
        <Link to={`/dashboard/estimates/${row.id}`} className="hover:underline">
          {customerName(row.customer_last_name, row.customer_first_name)}
        </Link>
      ),
    },
    {
      header: 'Address',
      cellClassName: 'max-w-64 text-slate-700',
      cell: (row) => <span className="line-clamp-2">{row.address}</span>,
    },
    { header: 'Estimate', cell: (row) => <EstimateValue row={row} /> },
    { header: 'Proposal Sent', cell: (row) => yesNo(row.proposal_sent) },
    { header: 'Accepted', cell: (row) => yesNo(row.accepted) },
    {
      header: 'Install Date',
      headerClassName: 'whitespace-nowrap',
      cellClassName: 'whitespace-nowrap text-slate-700',
      cell: installDate,
    },
    {
      header: 'Actions',
      headerClassName: 'text-right',
      cell: (row) => <EstimateRowActions row={row} onDelete={onDelete} />,
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      columns={columns}
      label="Estimates"
      onRowClick={(row) => void navigate(`/dashboard/estimates/${row.id}`)}
      card={(row) => (
        <>
          <CardLine>
            <div className="min-w-0">
              <Link
                to={`/dashboard/estimates/${row.id}`}
                className="font-semibold text-brand-950 hover:underline"
              >
                {customerName(row.customer_last_name, row.customer_first_name)}
              </Link>
              <p className="text-sm text-slate-600">{row.address}</p>
            </div>
            <div className="shrink-0 text-right">
              <EstimateValue row={row} />
            </div>
          </CardLine>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-slate-500">Proposal sent</dt>
              <dd>{yesNo(row.proposal_sent)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Accepted</dt>
              <dd>{yesNo(row.accepted)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Install date</dt>
              <dd className="text-slate-700">{installDate(row)}</dd>
            </div>
          </dl>
          <div className="flex justify-end border-t border-slate-100 pt-2">
            <EstimateRowActions row={row} onDelete={onDelete} />
          </div>
        </>
      )}
    />
  );
}
