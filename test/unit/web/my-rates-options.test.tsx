// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCatalogue, lineFromRates } from '../../../shared/estimates/catalogue';
import { priceLine, priceUpgrade } from '../../../shared/estimates/option-pricing';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing';
import { saveCatalogueRequest, type CatalogueResponse } from '../../../shared/estimates/schemas/catalogue';
import { formatCents } from '../../../shared/kernel/format';
import { TYPICAL_ROOF } from '../../../web/src/features/rates/lib/typical-roof';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi, type ApiReply } from './support';

const STARTING = defaultCatalogue(DEFAULT_RATES);
const READ_ONLY_NOTE = 'Only account admins and managers can change rates.';
const DEFAULT_NOTE = 'These are the starting options built from your rates. Save to make them yours.';

function catalogueAnswer(overrides: Partial<CatalogueResponse> = {}): CatalogueResponse {
  return { catalogue: STARTING, is_default: true, updated_at: null, ...overrides };
}

/** A signed-in member with `permissions`, no saved rates (the defaults) and the starting catalogue. */
function myRatesApi(permissions = ['rates.read', 'rates.write'], extra: Record<string, ApiReply> = {}) {
  seedSession();
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': { status: 200, body: { permissions } },
    'GET /api/rates/me': { status: 404, body: { detail: 'No rates saved' } },
    'GET /api/catalogue': { status: 200, body: catalogueAnswer() },
    'GET /api/financing-plans': { status: 200, body: { plans: [], is_default: true, updated_at: null } },
    ...extra,
  });
}

function tab(name: string): HTMLElement {
  return screen.getByRole('tab', { name });
}

/** The card of catalogue line `n` (1-based), a fieldset named "Line n". */
function lineCard(n: number): HTMLElement {
  return screen.getByRole('group', { name: `Line ${n}` });
}

function fieldIn(card: HTMLElement, label: string): HTMLInputElement {
  return within(card).getByLabelText(label, { exact: false, selector: 'input' });
}

/** The text the field's aria-describedby points at (its problem, else its hint). */
function describedText(field: HTMLElement): string | null | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

/**
 * Whether a control is disabled, by its own attribute or by a disabled fieldset around it: browsers
 * disable a disabled fieldset's controls (the HTML spec), happy-dom's `:disabled` does not see it.
 */
function isDisabled(control: HTMLElement): boolean {
  return control.matches(':disabled') || control.closest('fieldset[disabled]') !== null;
}

function example(): HTMLElement {
  return screen.getByRole('region', { name: 'Your options on a typical roof' });
}

describe('My Rates tabs', () => {
  afterEach(resetWebTestState);

  // The first test of the file also pays for loading the lazy route modules (support.tsx's longer wait).
  it('opens the tab the URL names, writes the chosen tab into the URL and keeps what was typed across tabs', async () => {
    myRatesApi();
    const { router } = renderRoute('/dashboard/my-rates?tab=options');
    expect(await screen.findByRole('heading', { name: 'Roof lines', level: 2 })).toBeTruthy();
    expect(tab('Options & upgrades').getAttribute('aria-selected')).toBe('true');
    expect(tab('Rates').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText(DEFAULT_NOTE)).toBeTruthy();

    const name = fieldIn(lineCard(1), 'Name');
    fireEvent.change(name, { target: { value: 'Heritage shingles' } });

    fireEvent.click(tab('Financing'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=financing'));
    expect(await screen.findByText(/No financing plans yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Roof lines', level: 2 })).toBeNull();

    // The arrow keys move along the tabs (one tab stop), as the ARIA tabs pattern has it.
    fireEvent.keyDown(tab('Financing'), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=options'));
    expect(fieldIn(lineCard(1), 'Name').value).toBe('Heritage shingles');

    fireEvent.click(tab('Rates'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Labor ($ per sq ft)')).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Rates').id);
  });

  it('opens the Rates tab when the URL names none or an unknown one', async () => {
    myRatesApi();
    renderRoute('/dashboard/my-rates?tab=nonsense');
    expect(await screen.findByLabelText('Labor ($ per sq ft)')).toBeTruthy();
    expect(tab('Rates').getAttribute('aria-selected')).toBe('true');
  });
});

describe('Options & upgrades', () => {
  afterEach(resetWebTestState);

  it('prices each line and upgrade on the typical roof, and a new price per square at once', async () => {
    myRatesApi();
    renderRoute('/dashboard/my-rates?tab=options');
    await screen.findByRole('heading', { name: 'Roof lines', level: 2 });
    const good = STARTING.lines[0];
    const before = priceLine(good, TYPICAL_ROOF, DEFAULT_RATES).price.finalCents;
    expect(within(example()).getByText(formatCents(before))).toBeTruthy();
    const ridgeVent = priceUpgrade(STARTING.upgrades[1], TYPICAL_ROOF);
    expect(within(example()).getByText(formatCents(ridgeVent.priceCents))).toBeTruthy();
    expect(within(example()).getByText('55 ft of ridge')).toBeTruthy();

    fireEvent.change(fieldIn(lineCard(1), 'Price per square'), { target: { value: '300' } });
    const after = priceLine({ ...good, price_per_square: 300 }, TYPICAL_ROOF, DEFAULT_RATES).price.finalCents;
    expect(after).not.toBe(before);
    await waitFor(() => expect(within(example()).getByText(formatCents(after))).toBeTruthy());
    expect(within(example()).queryByText(formatCents(before))).toBeNull();
    expect(
      within(example()).getByText(`${formatCents(Math.round(after / 25))} per square`, { exact: false }),
    ).toBeTruthy();

    // A price the schema refuses shows no made-up figure.
    fireEvent.change(fieldIn(lineCard(1), 'Price per square'), { target: { value: '' } });
    await waitFor(() =>
      expect(within(example()).getByText('Fix this line’s fields to see its price.')).toBeTruthy(),
    );
  });

  it('adds, reorders and removes lines and upgrades, and saves the whole catalogue', async () => {
    const api = myRatesApi(undefined, {
      'PUT /api/catalogue': (call) => {
        const { catalogue } = saveCatalogueRequest.parse(call.body);
        return {
          status: 200,
          body: catalogueAnswer({ catalogue, is_default: false, updated_at: '2026-11-27T10:00:00Z' }),
        };
      },
    });
    renderRoute('/dashboard/my-rates?tab=options');
    await screen.findByRole('heading', { name: 'Roof lines', level: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    await waitFor(() => expect(fieldIn(lineCard(2), 'Name').value).toBe('Standing-seam metal'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    const added = await screen.findByRole('group', { name: 'Line 4' });
    fireEvent.change(fieldIn(added, 'Name'), { target: { value: 'Cedar shakes' } });
    fireEvent.change(within(added).getByLabelText('Add a colour'), { target: { value: 'Natural' } });
    fireEvent.keyDown(within(added).getByLabelText('Add a colour'), { key: 'Enter' });
    expect(await within(added).findByText('Natural')).toBeTruthy();
    fireEvent.click(within(lineCard(1)).getByRole('button', { name: 'Remove colour Charcoal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove upgrade 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Line 4' })).toBeNull());
    expect(fieldIn(lineCard(3), 'Name').value).toBe('Cedar shakes');

    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    await waitFor(() => expect(api.callsTo('PUT /api/catalogue')).toHaveLength(1));
    const { catalogue } = saveCatalogueRequest.parse(api.callsTo('PUT /api/catalogue')[0].body);
    expect(catalogue.lines.map((line) => line.id)).toEqual(['good', 'better', 'line-4']);
    expect(catalogue.lines[2]).toMatchObject({
      name: 'Cedar shakes',
      colours: ['Natural'],
      price_per_square: lineFromRates(DEFAULT_RATES, 'asphalt_shingles').price_per_square,
    });
    expect(catalogue.lines[0].colours).not.toContain('Charcoal');
    expect(catalogue.upgrades.map((upgrade) => upgrade.id)).toEqual(
      STARTING.upgrades.slice(1).map((upgrade) => upgrade.id),
    );
    expect(
      await screen.findByText('Options saved. New proposals offer these lines and upgrades.'),
    ).toBeTruthy();
    expect(screen.queryByText(DEFAULT_NOTE)).toBeNull();
  });

  it('shows a refused save’s messages under their fields and keeps everything typed', async () => {
    const message = 'Line 2: price per square must be at most $400.00 for this account';
    const api = myRatesApi(undefined, {
      'PUT /api/catalogue': {
        status: 400,
        body: { detail: message, errors: [{ path: 'catalogue.lines.1.price_per_square', message }] },
      },
    });
    renderRoute('/dashboard/my-rates?tab=options');
    await screen.findByRole('heading', { name: 'Roof lines', level: 2 });

    // First the browser's own check, with the schema's message naming the line and field: nothing is sent.
    fireEvent.change(fieldIn(lineCard(1), 'Tier label'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    await waitFor(() =>
      expect(describedText(fieldIn(lineCard(1), 'Tier label'))).toBe('Line 1: tier is required'),
    );
    expect(api.callsTo('PUT /api/catalogue')).toHaveLength(0);

    fireEvent.change(fieldIn(lineCard(1), 'Tier label'), { target: { value: 'Good' } });
    fireEvent.change(fieldIn(lineCard(2), 'Price per square'), { target: { value: '420' } });
    fireEvent.change(fieldIn(lineCard(2), 'Name'), { target: { value: 'Designer shingles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));

    await waitFor(() => expect(describedText(fieldIn(lineCard(2), 'Price per square'))).toBe(message));
    expect(api.callsTo('PUT /api/catalogue')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(fieldIn(lineCard(2), 'Price per square').value).toBe('420');
    expect(fieldIn(lineCard(2), 'Name').value).toBe('Designer shingles');
    expect(fieldIn(lineCard(2), 'Price per square').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts back the starting options on Reset without saving', async () => {
    const api = myRatesApi(undefined, {
      'GET /api/catalogue': {
        status: 200,
        body: catalogueAnswer({
          catalogue: { lines: [{ ...STARTING.lines[0], name: 'Our own shingles' }], upgrades: [] },
          is_default: false,
          updated_at: '2026-11-01T00:00:00Z',
        }),
      },
    });
    renderRoute('/dashboard/my-rates?tab=options');
    await screen.findByRole('heading', { name: 'Roof lines', level: 2 });
    expect(screen.queryByText(DEFAULT_NOTE)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Line 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove line 1' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reset to starting options' }));
    expect(await screen.findByText('Starting options restored. Click Save to apply.')).toBeTruthy();
    expect(fieldIn(lineCard(1), 'Name').value).toBe('Architectural shingles');
    expect(fieldIn(lineCard(3), 'Name').value).toBe('Standing-seam metal');
    expect(api.callsTo('PUT /api/catalogue')).toHaveLength(0);
  });

  it('shows a read-only member the values, disabled, with the read-only note and no buttons to change them', async () => {
    myRatesApi(['rates.read']);
    renderRoute('/dashboard/my-rates?tab=options');
    await screen.findByRole('heading', { name: 'Roof lines', level: 2 });
    expect(screen.getByText(READ_ONLY_NOTE)).toBeTruthy();
    expect(screen.queryByText(DEFAULT_NOTE)).toBeNull();
    const price = fieldIn(lineCard(1), 'Price per square');
    expect(price.value).toBe(String(STARTING.lines[0].price_per_square));
    expect(isDisabled(price)).toBe(true);
    expect(isDisabled(within(lineCard(1)).getByRole('combobox', { name: 'Material' }))).toBe(true);
    expect(within(lineCard(1)).getByText('Charcoal')).toBeTruthy();
    for (const name of [
      'Save options',
      'Reset to starting options',
      'Add a line',
      'Add an upgrade',
      'Remove line 1',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(lineCard(1)).queryByLabelText('Add a colour')).toBeNull();
    // The example still prices what they see.
    expect(
      within(example()).getByText(
        formatCents(priceLine(STARTING.lines[0], TYPICAL_ROOF, DEFAULT_RATES).price.finalCents),
      ),
    ).toBeTruthy();
  });
});
