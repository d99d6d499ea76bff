import { paginate } from '@/components/table-pager';
import { describe, expect, it } from 'vitest';
import { filterRows } from './filter';

const rows = Array.from({ length: 23 }, (_, i) => ({ no: `MV-2601${String(i).padStart(2, '0')}` }));

describe('member tables', () => {
  it('when the search is empty or blank, then every row stays', () => {
    expect(filterRows(rows, '  ', (r) => r.no)).toHaveLength(23);
  });

  it('when a part of a booking number is typed in any case, then matching rows remain', () => {
    expect(filterRows(rows, 'mv-260112', (r) => r.no)).toEqual([{ no: 'MV-260112' }]);
  });

  it('when 23 rows are paged by 10, then there are 3 pages and the last has 3 rows', () => {
    const last = paginate(rows, 3);
    expect(last.pageCount).toBe(3);
    expect(last.rows).toHaveLength(3);
  });
});
