// Every route of docs/product.md section 2, in one table. `path` is the router pattern, `href()`
// builds a link.

export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  packages: { path: '/packages', href: () => '/packages' },
  feedback: { path: '/feedback', href: () => '/feedback' },
  blogs: { path: '/blogs', href: () => '/blogs' },
  blogPost: {
    path: '/blogs/:slug',
    href: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  },
  contact: { path: '/contact', href: () => '/contact' },
  zodiacs: { path: '/zodiacs', href: () => '/zodiacs' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/terms', href: () => '/terms' },
  notFound: { path: '*', href: () => '/404' },

  // Behind the logged-in guard.
  appointment: { path: '/appointment', href: () => '/appointment' },
  appointmentForm: { path: '/appointment/form', href: () => '/appointment/form' },
  appointmentPayment: {
    path: '/appointment/:appointmentNo/payment',
    href: (appointmentNo: string) => `/appointment/${encodeURIComponent(appointmentNo)}/payment`,
  },
  appointmentSlip: {
    path: '/appointment/:appointmentNo/booking/slip',
    href: (appointmentNo: string) =>
      `/appointment/${encodeURIComponent(appointmentNo)}/booking/slip`,
  },
  appointmentReschedule: {
    path: '/appointment/:appointmentNo/reschedule',
    href: (appointmentNo: string) => `/appointment/${encodeURIComponent(appointmentNo)}/reschedule`,
  },
  bookingsList: { path: '/user/bookings-list', href: () => '/user/bookings-list' },
  profile: { path: '/user/profile', href: () => '/user/profile' },
  savedPosts: { path: '/user/saved-posts', href: () => '/user/saved-posts' },
  settings: { path: '/user/settings', href: () => '/user/settings' },

  // Outside the layout, behind the guest-only guard.
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },

  // Outside the layout, open to anyone (a signed-in member may follow a reset link too).
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
} as const;

export type PathName = keyof typeof paths;
