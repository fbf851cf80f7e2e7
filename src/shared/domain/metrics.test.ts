import { describe, expect, it } from 'vitest';
import { formatAverageRating, formatMetricName, formatMetricValue } from './metrics.ts';

describe('metric display rules', () => {
  it('shows names containing mrr or ltv as grouped dollars', () => {
    expect(formatMetricValue('mrr', 12500)).toBe('$12,500');
    expect(formatMetricValue('peak_mrr', '4200')).toBe('$4,200');
    expect(formatMetricValue('LTV', 1830)).toBe('$1,830');
  });

  it('shows names containing count as grouped numbers', () => {
    expect(formatMetricValue('customer_count', 15230)).toBe('15,230');
  });

  it('leaves other metrics as they are', () => {
    expect(formatMetricValue('churn_rate_percent', 3.5)).toBe('3.5');
    expect(formatMetricValue('mrr', 'n/a')).toBe('n/a');
  });

  it('shows underscores in names as spaces', () => {
    expect(formatMetricName('customer_count')).toBe('customer count');
  });

  it('shows averages to one decimal', () => {
    expect(formatAverageRating(4.25)).toBe('4.3');
    expect(formatAverageRating('3')).toBe('3.0');
    expect(formatAverageRating(null)).toBe('0.0');
  });
});
