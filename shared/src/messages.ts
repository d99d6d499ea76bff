// Every validation and error message (docs/product.md sections 5 and 8).

export const MESSAGES = {
  required: 'This field is required.',
  passwordRequired: 'Password is required.',
  acceptTerms: 'You must accept the terms and conditions',

  usernameRequired: 'Username is required.',
  usernameMin: 'Username must be at least 3 characters long.',
  usernameMax: 'Username is too long.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email address.',
  passwordMin: 'Password must be at least 6 characters long.',
  passwordConfirmationRequired: 'Password confirmation is required.',
  passwordsMustMatch: 'Passwords must match.',
  registrationFailed: 'Registration failed. Please try again.',

  dateBeforeToday: 'Please select a date from today onwards.',
  dayFull: 'This day is already fully booked. Please select another date.',

  appointmentEmail: 'Must be a valid email',
  dobRequired: 'Date of Birth is required.',
  genderRequired: 'Gender is required.',
  birthdayRequired: 'Birthday is required.',
  socialRequired: 'Social Acc is required.',
  descRequired: 'Description is required.',
  packagesRequired: 'Select at least one package',

  paymentTypeRequired: 'Choose Payment Type.',
  paymentProofRequired: 'Either Transaction Number or Transaction Image is required.',
  paymentImageTooLarge: 'File size is too large (max 5MB)',
  paymentImageType: 'Unsupported file format',

  profileUsernameRequired: 'Username is required',
  profileUsernameMin: 'Username must be at least 3 characters',
  profileEmail: 'Must be a valid email',
  profileEmailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  profileGenderRequired: 'Gender is required',
  profileBirthdayRequired: 'Birthday is required',
  profileDobRequired: 'Date of Birth is required',

  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMatch: 'Passwords must match',

  avatarTypeTitle: 'Invalid file type',
  avatarType: 'Please upload a JPEG or PNG image.',
  avatarSizeTitle: 'File too large',
  avatarSize: 'Please upload an image smaller than 5MB.',

  feedbackName: 'Name is required',
  feedbackEmailInvalid: 'Invalid email',
  feedbackEmailRequired: 'Email is required',
  feedbackRating: 'Rating is required',
  feedbackType: 'Feedback type is required',
  feedbackMessage: 'Feedback message is required',

  unauthenticated: 'Unauthenticated.',
  unauthenticatedToast: 'Unauthenticated. Please Log In!',
  validationFailed: 'The given data was invalid.',
  notFound: 'Not found.',
  previewLinkInvalid:
    'This preview link has expired or is not valid. Open the preview again from the admin.',
  forbidden: 'This action is unauthorized.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  invalidCredentials: 'These credentials do not match our records.',

  // Member accounts (CMS): answers the spec leaves to the server.
  usernameTaken: 'The username has already been taken.',
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'The phone number has already been taken.',
  currentPasswordInvalid: 'The current password is incorrect.',
  accountBlocked: 'Your account has been blocked. Please contact us.',
  registrationClosed: 'Registration is currently closed.',
  refreshTokenInvalid: 'The refresh token is invalid or has expired.',
  loggedOut: 'Logged out.',
  profileUpdated: 'Successfully Updated.',
  passwordUpdated: 'Password Updated.',
  avatarUploadFailed: 'Failed to upload image. Please try again.',
  postSaved: 'Saved Post.',
  postUnsaved: 'Removed from Saved.',
  googleNotOffered:
    'Signing in with Google is not offered. Please log in with your username, e-mail or phone.',
  // Limits the spec leaves to the server: one home, translated like the others.
  dobInvalid: 'Date of Birth must be a valid past date.',
  phoneInvalid: 'Enter a Myanmar (09…, +959…) or Thai (0…, +66…) phone number.',
  socialTooLong: 'Social Acc is too long.',
  descTooLong: 'Description is too long.',
  tooManyPackages: 'Too many packages.',
  appointmentDateRequired: 'Appointment date is required.',
  appointmentDateInvalid: 'Appointment date must be a valid date.',
  transactionNoTooLong: 'Transaction Number is too long.',
  nameTooLong: 'Name is too long.',
  feedbackMessageTooLong: 'Feedback message is too long.',
  uploadTooLarge: 'The upload is too large.',
  uploadLengthRequired: 'The upload must declare its size (Content-Length).',
  // Booking limits (booking settings in the CMS): one member cannot hold every place.
  tooManyOpenBookings:
    'You already have the most bookings awaiting payment or confirmation. Please wait until one is confirmed.',
  // The reader's booking desk: rejecting a proof or cancelling says why.
  noteRequired: 'A note is required.',
  uploadMalformed: 'The upload could not be read. Please choose the file and send it again.',
  // One payment per booking, one open booking per day (issue 23).
  paymentAlreadySent: 'A payment for this booking has already been sent and is being checked.',
  paymentAlreadyConfirmed: 'This booking has already been paid.',
  notPayable: 'This appointment can no longer be paid.',
  dayAlreadyHeld: 'You already have a booking on this day.',
  idempotencyKeyInvalid: 'The Idempotency-Key header is not valid.',
  // The eight-day week (issue 21): the weekday must be the day of the date of birth.
  birthdayContradictsDob: 'The birth weekday does not match the Date of Birth.',
  // Forgot password (issue 23): one answer whether or not the address has an account.
  forgotPasswordSent:
    'If an account uses this e-mail address, we have sent it a link to reset the password. The link works for one hour.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordResetDone: 'Your password is changed. Please log in with the new password.',
  // Members cancel and move their own bookings (issue 18; windows in the CMS booking settings).
  bookingEnded: 'This booking is finished, cancelled or expired and can no longer be changed.',
  manageTooLate:
    'It is too late to cancel or move this confirmed booking online. Please contact us.',
  manageMembersCannot: 'Confirmed bookings cannot be cancelled or moved online. Please contact us.',
  rescheduleLimit: 'This booking has been moved as many times as allowed. Please contact us.',
  rescheduleSameDay: 'The booking is already on this day. Please select another date.',
  bookingChanged: 'This booking was changed meanwhile. Please reload it and try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
