import { useCallback, useEffect, useState, type ComponentType } from 'react';
import {
  GUARANTEE_DAYS,
  planOf,
  PRESALE_PACKAGES,
  PRESALE_SETUP_FEE,
  presaleMonthlyPrice,
  SETUP_FEE,
} from '@shared/kernel/plans.js';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';

/** The success view closes itself after this long (docs/product.md#public-site). */
export const PRESALE_POPUP_AUTO_CLOSE_MS = 5000;

const pro = PRESALE_PACKAGES.find((pkg) => pkg.tier === 'pro')!;

/** What the popup tells the lead form it shows (the marketing feature's, passed in by the app). */
export interface PresaleLeadFormProps {
  source: 'presale_popup';
  submitLabel: string;
  onSuccess: () => void;
}

/** Props of PresalePopup. */
export interface PresalePopupProps {
  open: boolean;
  onClose: () => void;
  presaleEnds: string | null;
  LeadForm: ComponentType<PresaleLeadFormProps>;
}

/** The presale lead popup: risk-free banner, savings panel, lead form, success view (docs/product.md#public-site). */
export default function PresalePopup({ open, onClose, presaleEnds, LeadForm }: PresalePopupProps) {
  const [done, setDone] = useState(false);
  // Closing ends this visit's success view, so the next opening shows the form again.
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
            <Icon name="check" className="size-7" strokeWidth={2.5} />
          </div>
          <p className="mt-4 text-lg font-semibold text-brand-950">
            Thank you! Your presale spot is reserved.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {/* No mail is sent from this form, so the view promises none: the checkout is the presale link. */}
            The presale price stays open{presaleEnds ? ` until ${presaleEnds}` : ''}: buy it any time from the
            Pricing section. This window closes in a few seconds.
          </p>
        </div>
      ) : (
        <div className="px-6 pb-6 pt-3">
          <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-200">
            <Icon name="shield" className="shrink-0" strokeWidth={2} />
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
