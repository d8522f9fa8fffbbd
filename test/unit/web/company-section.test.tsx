// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/accounts/schemas/settings';
import { queryClient } from '../../../web/src/app/query-client';
import { CompanySection } from '../../../web/src/features/settings/components/company-section';
import { resetWebTestState } from './support';

function renderSection(brandColour: string | null) {
  render(
    <QueryClientProvider client={queryClient}>
      <CompanySection
        settings={{
          ...DEFAULT_SETTINGS,
          company: { ...DEFAULT_SETTINGS.company, brand_colour: brandColour },
          can_manage: true,
        }}
      />
    </QueryClientProvider>,
  );
  return {
    hex: screen.getByLabelText('Brand colour', { selector: 'input' }) as HTMLInputElement,
    picker: screen.getByLabelText('Pick a colour') as HTMLInputElement,
  };
}

describe('the brand colour field', () => {
  afterEach(resetWebTestState);

  it('the picker shows the saved colour and a pick fills in the hex field', () => {
    const { hex, picker } = renderSection('#B91C1C');
    expect(picker.value).toBe('#b91c1c');
    fireEvent.input(picker, { target: { value: '#15803d' } });
    fireEvent.change(picker, { target: { value: '#15803d' } });
    expect(hex.value).toBe('#15803d');
  });

  it('typing a hex colour moves the picker; no colour yet starts it on the default', () => {
    const { hex, picker } = renderSection(null);
    expect(picker.value).toBe('#1d4ed8');
    fireEvent.change(hex, { target: { value: '#7c3aed' } });
    expect(picker.value).toBe('#7c3aed');
  });
});
