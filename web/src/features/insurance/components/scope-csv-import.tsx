import { useState } from 'react';
import { parseScopeCsv, type ScopeLine, type ScopeRowError } from '@shared/insurance/supplement.js';
import { Alert } from '../../../components/ui/alert';

/**
 * CSV import of an exported (Xactimate-style) scope: columns code, description, quantity, unit and
 * unit price in any order. A file with a bad row imports nothing and lists every bad row, so the
 * contractor fixes the file and imports again.
 */
export function ScopeCsvImport({ onImport }: { onImport: (lines: ScopeLine[]) => void }) {
  const [errors, setErrors] = useState<ScopeRowError[]>([]);
  const [imported, setImported] = useState<number | null>(null);
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-800">
        Import a scope CSV
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const { lines, errors: found } = parseScopeCsv(await file.text());
            setErrors(found);
            if (found.length) return setImported(null);
            setImported(lines.length);
            onImport(lines);
          }}
        />
      </label>
      <p className="text-xs text-slate-600">
        Header row first; columns code, description, quantity, unit ({'SQ, SF, LF, EA, LS, %'}) and unit
        price.
      </p>
      {errors.length > 0 && (
        <Alert variant="error" title="Nothing was imported: fix these rows and import the file again">
          <ul className="mt-1 list-disc pl-5" aria-label="CSV errors">
            {errors.map((error) => (
              <li key={error.row}>
                Row {error.row}: {error.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {imported !== null && (
        <Alert variant="success">
          {imported} line{imported === 1 ? '' : 's'} imported into the scope table.
        </Alert>
      )}
    </div>
  );
}
