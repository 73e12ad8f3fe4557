import {
  COUNTED_JOB_STATUSES,
  DEFAULT_SMS_TEMPLATES,
  IN_SHOP_STATUSES,
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  jobStatusFilter,
  parseJobStatusFilter,
} from './index';

describe('job statuses', () => {
  it('has a cancelled status, shown "Anuluar", that no counter counts and that texts nothing by default', () => {
    expect(JOB_STATUSES).toContain('cancelled');
    expect(JOB_STATUS_LABELS.cancelled).toBe('Anuluar');
    expect(COUNTED_JOB_STATUSES).toEqual(['new', 'in_process', 'ready', 'completed', 'not_repairable']);
    expect(DEFAULT_SMS_TEMPLATES.cancelled).toBe('');
    expect(IN_SHOP_STATUSES).toEqual(['new', 'in_process', 'ready']);
  });

  it('writes and reads a filter of several statuses', () => {
    expect(jobStatusFilter(IN_SHOP_STATUSES)).toBe('new,in_process,ready');
    expect(parseJobStatusFilter('new,in_process,ready')).toEqual(['new', 'in_process', 'ready']);
    expect(parseJobStatusFilter('cancelled')).toEqual(['cancelled']);
    expect(parseJobStatusFilter(' ready , ready,new')).toEqual(['ready', 'new']);
  });

  it('refuses a filter with anything that is not a status', () => {
    expect(parseJobStatusFilter('')).toBeNull();
    expect(parseJobStatusFilter('new,')).toBeNull();
    expect(parseJobStatusFilter('new,gati')).toBeNull();
    expect(parseJobStatusFilter('NEW')).toBeNull();
  });
});
