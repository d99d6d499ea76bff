import { describe, expect, it } from 'vitest';
import en from '@/locales/en/common.json';
import my from '@/locales/my/common.json';
import { TITLED_PAGES, titledPageOf } from './page-title';

// Issue 38: inner pages kept the home page's tab title.
describe('the tab title of inner pages', () => {
  it('names the page of each member, booking and sign-in route', () => {
    expect(titledPageOf('/user/bookings-list')).toBe('bookingsList');
    expect(titledPageOf('/appointment/MV-1/booking/slip')).toBe('appointmentSlip');
    expect(titledPageOf('/appointment/MV-1/reschedule')).toBe('appointmentReschedule');
    expect(titledPageOf('/login')).toBe('login');
    // Public pages and posts have theirs elsewhere.
    expect(titledPageOf('/blogs/a-post')).toBeNull();
    expect(titledPageOf('/')).toBeNull();
  });

  it('has a title in both languages for every such page', () => {
    for (const name of TITLED_PAGES) {
      expect(en.pageTitles[name], name).toBeTruthy();
      expect(my.pageTitles[name], name).toBeTruthy();
    }
  });
});
