// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../../../shared/estimates/catalogue';
import {
  applyUrl,
  disclosure,
  planPaymentCents,
  type FinancingPlan,
} from '../../../shared/estimates/financing';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing';
import { saveFinancingPlansRequest } from '../../../shared/estimates/schemas/catalogue';
import { formatCents } from '../../../shared/kernel/format';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi, type ApiReply } from './support';

const JOB_CENTS = 2_000_000;

const GREENSKY: FinancingPlan = {
  id: 'greensky',
  lender: 'GreenSky',
  apr_percent: 9.99,
  term_months: 120,
  min_amount: 1000,
  max_amount: 100_000,
  dealer_fee_percent: 6,
  fee_included: false,
  apply_url_template: 'https://apply.example.com/start?amount={amount}',
};

function financingApi(
  plans: FinancingPlan[],
  permissions = ['rates.read', 'rates.write'],
  extra: Record<string, ApiReply> = {},
) {
  seedSession();
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': { status: 200, body: { permissions } },
    'GET /api/rates/me': { status: 404, body: { detail: 'No rates saved' } },
    'GET /api/catalogue': {
      status: 200,
      body: { catalogue: defaultCatalogue(DEFAULT_RATES), is_default: true, updated_at: null },
    },
    'GET /api/financing-plans': {
      status: 200,
      body: { plans, is_default: plans.length === 0, updated_at: null },
    },
    ...extra,
  });
}

function fieldIn(card: HTMLElement, label: string): HTMLInputElement {
  return within(card).getByLabelText(label, { exact: false, selector: 'input' });
}

/** Whether a control is disabled, by its own attribute or by a disabled fieldset (which happy-dom's `:disabled` misses). */
function isDisabled(control: HTMLElement): boolean {
  return control.matches(':disabled') || control.closest('fieldset[disabled]') !== null;
}

function describedText(field: HTMLElement): string | null | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('Financing', () => {
  afterEach(resetWebTestState);

  // 15 s: the first test of the file also pays for loading the lazy route modules.
  it('shows each plan’s monthly payment and disclosure on a $20,000 job, following what is typed', async () => {
    financingApi([GREENSKY]);
    renderRoute('/dashboard/my-rates?tab=financing');
    const card = await screen.findByRole('group', { name: 'Plan 1' });
    const payment = formatCents(planPaymentCents(GREENSKY, JOB_CENTS));
    expect(within(card).getByText(`As low as ${payment}/mo`)).toBeTruthy();
    expect(within(card).getByText(disclosure(GREENSKY, JOB_CENTS))).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Try the application link' }).getAttribute('href')).toBe(
      'https://apply.example.com/start?amount=20000',
    );

    // Fee included: the homeowner finances the job grossed up by the dealer fee.
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Fee included in the amount financed' }));
    const included = { ...GREENSKY, fee_included: true };
    await waitFor(() => expect(within(card).getByText(disclosure(included, JOB_CENTS))).toBeTruthy());
    expect(disclosure(included, JOB_CENTS)).toContain('$21,276.60 financed');
    expect(within(card).getByRole('link', { name: 'Try the application link' }).getAttribute('href')).toBe(
      applyUrl(included, JOB_CENTS),
    );

    fireEvent.change(fieldIn(card, 'APR'), { target: { value: '0' } });
    const free = { ...included, apr_percent: 0 };
    await waitFor(() =>
      expect(
        within(card).getByText(`As low as ${formatCents(planPaymentCents(free, JOB_CENTS))}/mo`),
      ).toBeTruthy(),
    );

    fireEvent.change(fieldIn(card, 'Maximum amount'), { target: { value: '15000' } });
    expect(
      await within(card).findByText(
        /This plan finances \$1,000 to \$15,000, so it does not cover a \$20,000 job/,
      ),
    ).toBeTruthy();
  });

  it('adds a plan, refuses a link without {amount} at the field, then saves the plans', async () => {
    const api = financingApi([], undefined, {
      'PUT /api/financing-plans': (call) => {
        const { plans } = saveFinancingPlansRequest.parse(call.body);
        return { status: 200, body: { plans, is_default: false, updated_at: '2026-11-27T10:00:00Z' } };
      },
    });
    renderRoute('/dashboard/my-rates?tab=financing');
    expect(await screen.findByText(/No financing plans yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    const card = await screen.findByRole('group', { name: 'Plan 1' });
    expect(within(card).getByText('Fix this plan’s fields to see its example.')).toBeTruthy();
    fireEvent.change(fieldIn(card, 'Lender'), { target: { value: 'Service Finance' } });
    fireEvent.change(fieldIn(card, 'APR'), { target: { value: '7.99' } });
    fireEvent.change(fieldIn(card, 'Term'), { target: { value: '84' } });
    fireEvent.change(fieldIn(card, 'Application link'), {
      target: { value: 'https://apply.example.com/sf' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save financing plans' }));
    await waitFor(() =>
      expect(describedText(fieldIn(card, 'Application link'))).toBe(
        'Plan 1: application link must contain {amount} where the amount goes',
      ),
    );
    expect(api.callsTo('PUT /api/financing-plans')).toHaveLength(0);

    fireEvent.change(fieldIn(card, 'Application link'), {
      target: { value: 'https://apply.example.com/sf?amount={amount}' },
    });
    const plan: FinancingPlan = {
      id: 'plan-1',
      lender: 'Service Finance',
      apr_percent: 7.99,
      term_months: 84,
      min_amount: 1000,
      max_amount: 100_000,
      dealer_fee_percent: 0,
      fee_included: false,
      apply_url_template: 'https://apply.example.com/sf?amount={amount}',
    };
    expect(await within(card).findByText(disclosure(plan, JOB_CENTS))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save financing plans' }));
    await waitFor(() => expect(api.callsTo('PUT /api/financing-plans')).toHaveLength(1));
    expect(saveFinancingPlansRequest.parse(api.callsTo('PUT /api/financing-plans')[0].body)).toEqual({
      plans: [plan],
    });
    expect(await screen.findByText('Financing plans saved.')).toBeTruthy();
  });

  it('keeps what was typed and shows a refused plan’s message at its field', async () => {
    const message = 'Plan 1: the lender does not offer a 300-month term';
    financingApi([GREENSKY], undefined, {
      'PUT /api/financing-plans': {
        status: 400,
        body: { detail: message, errors: [{ path: 'plans.0.term_months', message }] },
      },
    });
    renderRoute('/dashboard/my-rates?tab=financing');
    const card = await screen.findByRole('group', { name: 'Plan 1' });
    fireEvent.change(fieldIn(card, 'Term'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save financing plans' }));
    await waitFor(() => expect(describedText(fieldIn(card, 'Term'))).toBe(message));
    expect(fieldIn(card, 'Term').value).toBe('180');
  });

  it('shows a read-only member the plans disabled, with their example', async () => {
    financingApi([GREENSKY], ['rates.read']);
    renderRoute('/dashboard/my-rates?tab=financing');
    const card = await screen.findByRole('group', { name: 'Plan 1' });
    expect(screen.getByText('Only account admins and managers can change rates.')).toBeTruthy();
    expect(isDisabled(fieldIn(card, 'Lender'))).toBe(true);
    expect(isDisabled(within(card).getByRole('checkbox'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save financing plans' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a plan' })).toBeNull();
    expect(
      within(card).getByText(`As low as ${formatCents(planPaymentCents(GREENSKY, JOB_CENTS))}/mo`),
    ).toBeTruthy();
  });
});
