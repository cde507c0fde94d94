import type { ScreenEntry } from './types';

/**
 * Account spec 2.1: general, onboarding, registration, invoices, account, drivers and fleet, help. '/coming-soon' is
 * no screen but a redirect (routes.tsx), as '/endpoint' is.
 */
export const accountScreens = {
  home: { path: '/', title: 'Home', section: 'General', access: 'public', bare: true },
  login: { path: '/login', title: 'Log In', section: 'General', access: 'anonymousOnly', bare: true },
  dashboard: { path: '/dashboard', title: 'Dashboard', section: 'General', access: 'private' },
  todo: { path: '/todo', title: 'To Do', section: 'General', access: 'private' },
  config: { path: '/config', title: 'Endpoint Configuration', section: 'General', access: 'public' },
  signup: { path: '/signup', title: 'Sign Up', section: 'General', access: 'anonymousOnly' },
  forgotPassword: { path: '/reset', title: 'Reset Password', section: 'General', access: 'anonymousOnly' },
  resetPassword: { path: '/reset/password', title: 'Set New Password', section: 'General', access: 'anonymousOnly' },
  passwordExpired: { path: '/password-expired', title: 'Expired Password', section: 'General', access: 'anonymousOnly' },
  styleguide: { path: '/styleguide', title: 'Styleguide', section: 'General', access: 'public' },
  driverLink: { path: '/driver/:token', title: 'My Loads', section: 'Driver', access: 'public', bare: true },

  onboardWelcome: { path: '/onboard/welcome', title: 'Welcome', section: 'Onboarding', access: 'private' },
  onboardConfirmInfo: { path: '/onboard/confirm-info', title: 'Confirm Your Information', section: 'Onboarding', access: 'private' },
  onboardAddHauler: { path: '/onboard/add-hauler', title: 'Add a Hauler', section: 'Onboarding', access: 'private' },
  onboardHaulEquipment: { path: '/onboard/haul-equipment', title: 'Haul Equipment', section: 'Onboarding', access: 'private' },
  onboardAddDriver: { path: '/onboard/add-driver', title: 'Add a Driver', section: 'Onboarding', access: 'private' },
  onboardAddDriverConfirm: { path: '/onboard/add-driver-confirm', title: 'Driver Added', section: 'Onboarding', access: 'private' },
  onboardDrivePreferences: { path: '/onboard/haul-drive-preferences', title: 'Driving Preferences', section: 'Onboarding', access: 'private' },
  onboardLocation: { path: '/onboard/location', title: 'Location Preferences', section: 'Onboarding', access: 'private' },
  onboardLoadPreferences: { path: '/onboard/load-preferences', title: 'Load Preferences', section: 'Onboarding', access: 'private' },
  onboardComplete: { path: '/onboard/complete', title: 'All Set', section: 'Onboarding', access: 'private' },
  onboardScheduleCall: { path: '/onboard/schedule-call', title: 'Schedule a Call', section: 'Onboarding', access: 'private' },

  register: { path: '/register', title: 'Sign Up', section: 'Registration', access: 'anonymousOnly' },
  registerWelcome: { path: '/register/welcome/:registrationCode', title: 'Welcome', section: 'Registration', access: 'anonymousOnly' },
  registerBusinessLocation: { path: '/register/business-location', title: 'Business Location', section: 'Registration', access: 'anonymousOnly' },
  registerInsuranceDetails: { path: '/register/insurance-details', title: 'Insurance Details', section: 'Registration', access: 'anonymousOnly' },
  registerFleet: { path: '/register/fleet', title: 'Fleet', section: 'Registration', access: 'anonymousOnly' },
  registerConfirmation: { path: '/register/confirmation', title: 'Confirmation', section: 'Registration', access: 'anonymousOnly' },

  invoices: { path: '/invoices', title: 'Invoices', section: 'Payments', access: 'private' },
  paidInvoices: { path: '/invoices/paid', title: 'Paid Invoices', section: 'Payments', access: 'private' },
  pendingInvoices: { path: '/invoices/pending', title: 'Pending Payment', section: 'Payments', access: 'private' },
  invoiceDetails: { path: '/invoices/details/:invoiceId', title: 'Invoice Details', section: 'Payments', access: 'private', backTo: '/invoices' },

  myAccount: { path: '/my-account', title: 'My Account', section: 'Account', access: 'private', tabs: 'settings' },
  myDocuments: { path: '/my-account/documents', title: 'My Documents', section: 'Account', access: 'private', backTo: '/my-account' },
  editProfile: { path: '/profile/edit', title: 'Edit Profile', section: 'Account', access: 'private', backTo: '/my-account' },
  settings: { path: '/settings', title: 'Settings', section: 'Account', access: 'private', tabs: 'settings' },
  businessInfo: { path: '/business-info', title: 'Business Information', section: 'Account', access: 'private', backTo: '/my-account' },
  paymentPreferences: { path: '/payment-preferences', title: 'Payment Preference Change Request', section: 'Account', access: 'private', backTo: '/my-account' },
  emailNotifications: { path: '/settingst/email-notifications', title: 'Email Notifications', section: 'Account', access: 'private', backTo: '/settings' },
  textNotifications: { path: '/settingst/text-notifications', title: 'Text Notifications', section: 'Account', access: 'private', backTo: '/settings' },

  drivers: { path: '/drivers-and-fleet/drivers', title: 'Drivers', section: 'Drivers and Fleet', access: 'private', tabs: 'settings' },
  fleet: { path: '/drivers-and-fleet/fleet', title: 'Fleet', section: 'Drivers and Fleet', access: 'private', tabs: 'settings' },
  addDriver: { path: '/drivers-and-fleet/add-driver', title: 'Add Driver', section: 'Drivers and Fleet', access: 'private', backTo: '/drivers-and-fleet/drivers' },
  addHauler: { path: '/drivers-and-fleet/add-hauler', title: 'Add Hauler', section: 'Drivers and Fleet', access: 'private', backTo: '/drivers-and-fleet/fleet' },
  editDriver: { path: '/drivers-and-fleet/edit-driver/:driverId', title: 'Edit Driver', section: 'Drivers and Fleet', access: 'private', backTo: '/drivers-and-fleet/drivers' },
  editTruck: { path: '/drivers-and-fleet/edit-truck/:truckId', title: 'Edit Truck', section: 'Drivers and Fleet', access: 'private', backTo: '/drivers-and-fleet/fleet' },

  tipsAndTools: { path: '/tips-and-tools', title: 'Tips and Tools', section: 'Help', access: 'public' },
  faq: { path: '/tips-and-tools/faq', title: 'FAQ', section: 'Help', access: 'public', backTo: '/tips-and-tools' },
  tutorialVideo: { path: '/tips-and-tools/videos/:videoSlug', title: 'Video Tutorial', section: 'Help', access: 'public', backTo: '/tips-and-tools' },
  contactUs: { path: '/contact-us', title: 'Contact Us', section: 'Help', access: 'private' },
  contactDispatch: { path: '/contact-dispatch', title: 'Contact Dispatch', section: 'Help', access: 'public' },
  legal: { path: '/legal', title: 'Legal Information', section: 'Help', access: 'public' },
} satisfies Record<string, ScreenEntry>;
