// The app's pages by who may open them: the router's guards and the tab titles read them here.
export const PUBLIC = [
  'home',
  'about',
  'packages',
  'feedback',
  'blogs',
  'blogPost',
  'contact',
  'zodiacs',
  'privacy',
  'terms',
] as const;
export const MEMBERS = [
  'appointment',
  'appointmentForm',
  'appointmentPayment',
  'appointmentSlip',
  'appointmentReschedule',
  'bookingsList',
  'profile',
  'savedPosts',
  'settings',
  'waitlist',
] as const;
export const GUESTS = ['login', 'register'] as const;
/** Password recovery: bare like the guests' pages, without the guard. */
export const RECOVERY = ['forgotPassword', 'resetPassword'] as const;
