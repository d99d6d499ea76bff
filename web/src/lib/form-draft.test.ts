// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './form-draft';

describe('form drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('when a draft is written, then it is read back per form until cleared', () => {
    writeDraft('booking:1', { desc: 'ဗေဒင်', packages: ['1', '3'] });
    expect(readDraft('booking:1')).toEqual({ desc: 'ဗေဒင်', packages: ['1', '3'] });
    expect(readDraft('booking:2')).toBeNull();
    clearDraft('booking:1');
    expect(readDraft('booking:1')).toBeNull();
  });

  it('when the stored draft is corrupt, then it is ignored', () => {
    sessionStorage.setItem('form-draft:booking:1', '{not json');
    expect(readDraft('booking:1')).toBeNull();
    sessionStorage.setItem('form-draft:booking:1', '[1,2]');
    expect(readDraft('booking:1')).toBeNull();
  });
});
