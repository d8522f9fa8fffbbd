import { useCallback, useEffect, useState } from 'react';
import {
  GUARANTEE_DAYS,
  planOf,
  PRESALE_PACKAGES,
  PRESALE_SETUP_FEE,
  presaleMonthlyPrice,
  SETUP_FEE,
} from '@shared/domain/plans.js';
import { Modal } from '../../../components/ui/modal';
import { LeadForm } from '../../marketing/components/lead-form';

/** The success view closes itself after this long (spec 000 §9). */
export const PRESALE_POPUP_AUTO_CLOSE_MS = 5000;

const pro = PRESALE_PACKAGES.find((pkg) => pkg.tier === 'pro')!;

/** The presale lead popup: risk-free banner, savings panel, lead form, success view (spec 000 §2, §4). */
export default function PresalePopup({
  open,
  onClose,
  presaleEnds,
}: {
  open: boolean;
  onClose: () => void;
  presaleEnds: string | null;
}) {
  const [done, setDone] = useState(false);
  // Every way out goes through here, so the popup opens on its form again next time.
  const close = useCallback(() => {
    setDone(false);
    onClose();
  }, [onClose]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, PRESALE_POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, close]);

  return (
    <Modal open={open} onClose={close} title={done ? "You're on the list!" : 'Lock in presale pricing'}>
      {done ? (
        <div className="px-6 pb-8 pt-3 text-center" role="status">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
            <svg
              className="size-7"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <p className="mt-4 text-lg font-semibold text-brand-950">
            Thank you! Your presale spot is reserved.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            We will email you your presale link and next steps shortly. This window closes in a few seconds.
          </p>
        </div>
      ) : (
        <div className="px-6 pb-6 pt-3">
          <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-200">
            <svg
              className="size-5 shrink-0"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path
                d="M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6zm-3 9 2 2 4-4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Risk-free: {GUARANTEE_DAYS}-day money-back guarantee
          </p>
          <div className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-brand-950 p-4 text-center text-white">
            <div>
              <p className="text-xs text-brand-200">Professional</p>
              <p className="text-lg font-bold">${presaleMonthlyPrice(pro)}/mo</p>
              <p className="text-xs text-brand-300 line-through">${planOf('pro').monthlyPrice}/mo</p>
            </div>
            <div>
              <p className="text-xs text-brand-200">Setup fee</p>
              <p className="text-lg font-bold">${PRESALE_SETUP_FEE}</p>
              <p className="text-xs text-brand-300 line-through">${SETUP_FEE}</p>
            </div>
            <div>
              <p className="text-xs text-brand-200">You save</p>
              <p className="text-lg font-bold text-accent-400">${pro.totalSavings}</p>
              <p className="text-xs text-brand-300">first 3 months</p>
            </div>
          </div>
          {presaleEnds && (
            <p className="mt-3 text-center text-sm text-slate-600">Presale pricing ends {presaleEnds}.</p>
          )}
          <div className="mt-5">
            <LeadForm
              source="presale_popup"
              submitLabel="Reserve My Presale Spot"
              onSuccess={() => setDone(true)}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
