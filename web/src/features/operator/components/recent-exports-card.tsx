import type { CrmToday } from '@shared/operations/schemas/crm.js';
import { formatDateTime, formatNumber } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';

/** The last exports of CRM or account data (each one is in the audit trail): who, what, how many rows, when. */
export function RecentExportsCard({ exports }: { exports: CrmToday['recent_exports'] }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-brand-950">Recent exports</h2>
      {exports.length === 0 ? (
        <p className="mt-2 text-slate-600">Nobody has exported data yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {exports.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="font-medium text-slate-800">
                {entry.what}
                {entry.rows !== null && (
                  <span className="font-normal text-slate-500">
                    {' '}
                    · {formatNumber(entry.rows)} {entry.rows === 1 ? 'row' : 'rows'}
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-500">
                {entry.by} · {formatDateTime(entry.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
