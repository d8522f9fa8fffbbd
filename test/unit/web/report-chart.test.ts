import { describe, expect, it } from 'vitest';
import { axisTickLabel } from '../../../web/src/features/reports/components/report-chart';

describe('report chart axis ticks', () => {
  it('labels counts only at whole numbers', () => {
    expect(axisTickLabel(0, 'count')).toBe('0');
    expect(axisTickLabel(2, 'count')).toBe('2');
    expect(axisTickLabel(0.5, 'count')).toBeNull();
    expect(axisTickLabel(1.5, 'count')).toBeNull();
  });

  it('labels revenue in dollars', () => {
    expect(axisTickLabel(12000, 'money')).toBe('$12,000');
    expect(axisTickLabel(0, 'money')).toBe('$0');
    expect(axisTickLabel(1500.5, 'money')).toBe('$1,500.50');
  });
});
