import type { ReactNode } from 'react';
import { formatNumber } from '@shared/kernel/format.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import { Card } from '../../../components/ui/card';
import { EstimateTimeline } from './estimate-timeline';
import { SignInPerson } from './sign-in-person';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-brand-950">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The estimate's side column: signing in person, the customer, the property and the timeline. */
export function EstimateSidebar({
  estimate,
  onError,
}: {
  estimate: Estimate;
  onError: (text: string) => void;
}) {
  return (
    <>
      {estimate.accepted && !estimate.contract_signed && (
        <InfoCard title="Sign in person">
          <SignInPerson estimateId={estimate.id} onError={onError} />
        </InfoCard>
      )}
      <InfoCard title="Customer">
        <dl>
          <Field label="Name">
            {[estimate.customer_first_name, estimate.customer_last_name].filter(Boolean).join(' ')}
          </Field>
          <Field label="Email">
            {estimate.customer_email ? (
              <a className="text-brand-800 underline" href={`mailto:${estimate.customer_email}`}>
                {estimate.customer_email}
              </a>
            ) : (
              'Not given'
            )}
          </Field>
          <Field label="Phone">
            {estimate.customer_phone ? (
              <a className="text-brand-800 underline" href={`tel:${estimate.customer_phone}`}>
                {estimate.customer_phone}
              </a>
            ) : (
              'Not given'
            )}
          </Field>
        </dl>
      </InfoCard>
      <InfoCard title="Property">
        <dl>
          <Field label="Address">{estimate.address}</Field>
          {estimate.location && (
            <>
              <Field label="Located at">{estimate.location.formatted_address}</Field>
              <Field label="Coordinates">
                {formatNumber(estimate.location.latitude, 6)}, {formatNumber(estimate.location.longitude, 6)}
              </Field>
            </>
          )}
        </dl>
      </InfoCard>
      <InfoCard title="Timeline">
        <EstimateTimeline estimate={estimate} />
      </InfoCard>
    </>
  );
}
