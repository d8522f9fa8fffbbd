import { useState, type InputHTMLAttributes } from 'react';
import { toCsv } from '@shared/kernel/csv.js';
import type { MaterialOrderLine, Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TableHead } from '../../../components/ui/table-head';
import { errorMessage } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';
import { materialOrderPdfLink, projectCalls, useProjectChange } from '../api/projects';

const cell = 'w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

/** The supplier-ready order from the measured material list (at the suggested waste), adjustable, as CSV. */
export function MaterialOrderPanel({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const [lines, setLines] = useState<MaterialOrderLine[]>(project.material_order);
  const save = useProjectChange(project.id, projectCalls.materialOrder);
  const edit = (index: number, patch: Partial<MaterialOrderLine>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const csv = () =>
    toCsv(
      ['Line', 'Item', 'Quantity', 'Unit'],
      lines.map((line, index) => [index + 1, line.item, line.quantity, line.unit]),
    );

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950">Material order</h2>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadText(`material-order-${project.id}.csv`, csv())}
          >
            Download CSV
          </Button>
          <Button
            size="sm"
            variant="secondary"
            title="The saved order as a PDF"
            onClick={() => void materialOrderPdfLink(project.id).then((url) => window.location.assign(url))}
          >
            Download PDF
          </Button>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        From the measured material list
        {project.suggested_waste_percent === null
          ? ''
          : ` at the suggested ${project.suggested_waste_percent}% waste`}
        .
      </p>
      {lines.length === 0 && <p className="mt-3 text-sm text-slate-600">No lines yet.</p>}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <TableHead
            tone="quiet"
            cellClassName="py-1"
            headings={[
              { label: 'Item', className: 'pr-2' },
              { label: 'Quantity', className: 'w-24 pr-2' },
              { label: 'Unit', className: 'w-28' },
            ]}
          />
          <tbody>
            {lines.map((line, index) => (
              <tr key={index} className="border-t border-slate-100">
                <OrderCell
                  editable={canEdit}
                  cellClassName="py-1 pr-2"
                  aria-label={`Item ${index + 1}`}
                  className={cell}
                  value={line.item}
                  onChange={(event) => edit(index, { item: event.target.value })}
                />
                <OrderCell
                  editable={canEdit}
                  cellClassName="py-1 pr-2"
                  aria-label={`Quantity of ${line.item}`}
                  type="number"
                  min={0}
                  step="any"
                  className={`${cell} tabular-nums`}
                  value={line.quantity}
                  onChange={(event) => edit(index, { quantity: Number(event.target.value) })}
                />
                <OrderCell
                  editable={canEdit}
                  cellClassName="py-1"
                  aria-label={`Unit of ${line.item}`}
                  className={cell}
                  value={line.unit}
                  onChange={(event) => edit(index, { unit: event.target.value })}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setLines((current) => [...current, { item: 'New item', quantity: 1, unit: 'each' }])
            }
          >
            Add line
          </Button>
          <Button size="sm" disabled={save.isPending} onClick={() => save.mutate(lines)}>
            Save order
          </Button>
        </div>
      )}
      {save.isError && (
        <Alert variant="error" className="mt-2">
          {errorMessage(save.error, 'The order could not be saved.')}
        </Alert>
      )}
      {save.isSuccess && (
        <p className="mt-2 text-sm text-green-700" role="status">
          Order saved.
        </p>
      )}
    </Card>
  );
}

/** A cell of the order: a field while the order may be edited, its value as text otherwise. */
function OrderCell({
  editable,
  cellClassName,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { editable: boolean; cellClassName: string }) {
  return <td className={cellClassName}>{editable ? <input {...input} /> : input.value}</td>;
}
