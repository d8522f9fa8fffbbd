import { SCOPE_UNITS, type ScopeLine, type ScopeUnit } from '@shared/insurance/supplement.js';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** One row of the scope table as typed (numbers stay text until they parse). */
export interface ScopeRow {
  key: number;
  code: string;
  description: string;
  quantity: string;
  unit: ScopeUnit;
  unitPrice: string;
}

let nextKey = 1;

/** A new row: blank, or filled from a parsed scope line. */
export function scopeRow(line?: ScopeLine): ScopeRow {
  return {
    key: nextKey++,
    code: line?.code ?? '',
    description: line?.description ?? '',
    quantity: line ? String(line.quantity) : '',
    unit: line?.unit ?? 'SQ',
    unitPrice: line ? String(line.unitPrice) : '',
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[$,]/g, '')));

/** The row as a scope line, or the reason it is not one yet. */
export function lineOf(row: ScopeRow): ScopeLine | string {
  const quantity = number(row.quantity);
  const unitPrice = number(row.unitPrice);
  if (!row.description.trim()) return 'description is empty';
  if (!Number.isFinite(quantity) || quantity < 0) return 'quantity must be a number ≥ 0';
  if (!Number.isFinite(unitPrice) || unitPrice < 0) return 'unit price must be a number ≥ 0';
  return { code: row.code.trim(), description: row.description.trim(), quantity, unit: row.unit, unitPrice };
}

const cell = 'h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm';

/** The carrier scope as an editable table: code, description, quantity, unit, unit price. */
export function ScopeEditor({ rows, onChange }: { rows: ScopeRow[]; onChange: (rows: ScopeRow[]) => void }) {
  const update = (key: number, patch: Partial<ScopeRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <div className="space-y-3">
      {/* relative: the visually hidden "Remove" header is positioned absolutely and must stay inside the scroller. */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm" aria-label="Carrier scope">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="w-24 py-2 pr-2">Code</th>
              <th className="py-2 pr-2">Description</th>
              <th className="w-24 py-2 pr-2">Quantity</th>
              <th className="w-20 py-2 pr-2">Unit</th>
              <th className="w-28 py-2 pr-2">Unit price</th>
              <th className="w-10 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const problem = lineOf(row);
              const touched = Boolean(row.code || row.description || row.quantity || row.unitPrice);
              const invalid = touched && typeof problem === 'string';
              const label = `line ${index + 1}`;
              return (
                <tr key={row.key} className="align-top">
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`Code, ${label}`}
                      className={cell}
                      value={row.code}
                      onChange={(event) => update(row.key, { code: event.target.value })}
                    />
                  </td>
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`Description, ${label}`}
                      className={cn(cell, invalid && !row.description.trim() && 'border-red-500')}
                      value={row.description}
                      onChange={(event) => update(row.key, { description: event.target.value })}
                    />
                    {invalid && <p className="mt-0.5 text-xs text-red-700">{problem}</p>}
                  </td>
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`Quantity, ${label}`}
                      inputMode="decimal"
                      className={cell}
                      value={row.quantity}
                      onChange={(event) => update(row.key, { quantity: event.target.value })}
                    />
                  </td>
                  <td className="py-1 pr-2">
                    <select
                      aria-label={`Unit, ${label}`}
                      className={cell}
                      value={row.unit}
                      onChange={(event) => update(row.key, { unit: event.target.value as ScopeUnit })}
                    >
                      {SCOPE_UNITS.map((unit) => (
                        <option key={unit}>{unit}</option>
                      ))}
                    </select>
                  </td>
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`Unit price, ${label}`}
                      inputMode="decimal"
                      className={cell}
                      value={row.unitPrice}
                      onChange={(event) => update(row.key, { unitPrice: event.target.value })}
                    />
                  </td>
                  <td className="py-1">
                    <button
                      type="button"
                      className="h-9 px-2 text-slate-500 hover:text-red-700"
                      aria-label={`Remove ${label}`}
                      onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button variant="secondary" size="sm" icon="plus" onClick={() => onChange([...rows, scopeRow()])}>
        Add line
      </Button>
    </div>
  );
}
