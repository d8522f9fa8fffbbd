import type { ReactNode } from 'react';

/** One thing to pick: its name and a line saying what it is. */
export interface PickItem {
  id: string;
  label: string;
  detail: string;
}

/**
 * A titled group of checkboxes holding at most `max` picks: once full, the others are disabled so the
 * limit shows before a save is refused. `extra` adds a control to a row (the recommended radio).
 */
export function OfferPickList({
  legend,
  items,
  chosen,
  max,
  onToggle,
  extra,
  empty,
}: {
  legend: string;
  items: PickItem[];
  chosen: string[];
  max: number;
  onToggle: (id: string) => void;
  extra?: (item: PickItem) => ReactNode;
  empty?: ReactNode;
}) {
  const full = chosen.length >= max;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-brand-950">
        {legend}{' '}
        <span className="font-normal text-slate-500">
          ({chosen.length} of up to {max})
        </span>
      </legend>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {items.map((item) => {
            const checked = chosen.includes(item.id);
            return (
              <li key={item.id} className="px-3 py-2.5">
                <label className="flex min-w-0 items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-300"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => onToggle(item.id)}
                  />
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{item.label}</span>
                    <span className="block text-slate-500">{item.detail}</span>
                  </span>
                </label>
                {/* Under the row, not beside it, so names stay on one line in a third of the card. */}
                {extra && <div className="mt-1.5 pl-7">{extra(item)}</div>}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
