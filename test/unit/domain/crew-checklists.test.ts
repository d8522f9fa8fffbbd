import { describe, expect, it } from 'vitest';
import { checklistOf, missingPhotos } from '../../../shared/jobs/crew.js';

// Each phase's required photo types follow its name (docs/product.md#crew-app); a phase closes only
// with a photo of every one.

describe('crew checklists', () => {
  it('asks for the required photo types of the default template phases', () => {
    const ids = (name: string) => checklistOf(name).map((step) => step.id);
    expect(ids('Tear-off')).toEqual(['tear_off', 'decking']);
    expect(ids('Dry-in')).toEqual(['underlayment', 'flashing']);
    expect(ids('Install')).toEqual(['flashing', 'ridge']);
    expect(ids('Clean-up & final inspection')).toEqual(['cleanup_magnet_sweep']);
    expect(ids('Gutters')).toEqual(['other']);
  });

  it('lists the types without a photo; none left means the phase may close', () => {
    const steps = checklistOf('Tear-off');
    expect(missingPhotos(steps, [])).toEqual(['tear_off', 'decking']);
    expect(missingPhotos(steps, ['tear_off', 'other'])).toEqual(['decking']);
    expect(missingPhotos(steps, ['decking', 'tear_off'])).toEqual([]);
  });
});
