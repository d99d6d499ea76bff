// Every route of docs/product.md section 2, in one table. `path` is the router pattern, `href()`
// builds a link.

/** A route without parameters: its link is its pattern. */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

/** A route with one `:parameter`: the link puts the value in its place, encoded. */
const withParam = <P extends string>(path: P) => ({
  path,
  href: (value: string) => path.replace(/:\w+/, () => encodeURIComponent(value)),
});

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  packages: fixed('/packages'),
  feedback: fixed('/feedback'),
  blogs: fixed('/blogs'),
  blogPost: withParam('/blogs/:slug'),
  contact: fixed('/contact'),
  zodiacs: fixed('/zodiacs'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  // Any other address; a link to it names one no route takes.
  notFound: { path: '*', href: () => '/404' },

  // Behind the logged-in guard.
  appointment: fixed('/appointment'),
  appointmentForm: fixed('/appointment/form'),
  appointmentPayment: withParam('/appointment/:appointmentNo/payment'),
  appointmentSlip: withParam('/appointment/:appointmentNo/booking/slip'),
  appointmentReschedule: withParam('/appointment/:appointmentNo/reschedule'),
  bookingsList: fixed('/user/bookings-list'),
  profile: fixed('/user/profile'),
  savedPosts: fixed('/user/saved-posts'),
  // Issue 45: the member's waits for full days, and the offers to take.
  waitlist: fixed('/user/waitlist'),
  settings: fixed('/user/settings'),

  // Outside the layout, behind the guest-only guard.
  login: fixed('/login'),
  register: fixed('/register'),

  // Outside the layout, open to anyone (a signed-in member may follow a reset link too).
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
} as const;

export type PathName = keyof typeof paths;
