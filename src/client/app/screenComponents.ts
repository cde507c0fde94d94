import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { screenEntries, type ScreenName } from './routeTable';

/*
 * One chunk per route group, fetched when a screen of the group is first opened, so the first screen ships
 * only its own code (the map's basemap and clustering never reach a carrier who does not open it).
 */
const landing = () => import(/* webpackChunkName: "landing" */ '../features/landing/LandingPage');
const search = () => import(/* webpackChunkName: "search" */ '../features/map/components/SearchWithMapScreen');
const searchMap = () => import(/* webpackChunkName: "map" */ '../features/map/components/SearchMapScreen');
const trackedLists = () => import(/* webpackChunkName: "loadLists" */ '../features/loadLists/components/LoadListScreen');
const savedLoads = () => import(/* webpackChunkName: "loadLists" */ '../features/loadLists/components/SavedLoadsScreen');
const loadDetail = () => import(/* webpackChunkName: "loadDetail" */ '../features/loadDetail/components/LoadDetailScreen');
const publicLoad = () => import(/* webpackChunkName: "publicLoad" */ '../features/loadShare/components/PublicLoadScreen');
const backhauls = () => import(/* webpackChunkName: "backhauls" */ '../features/backhauls/components/BackhaulsScreen');
const claimSchedule = () => import(/* webpackChunkName: "claim" */ '../features/loadChanges/components/ClaimScheduleScreen');
const claimDriver = () => import(/* webpackChunkName: "claim" */ '../features/loadChanges/components/ClaimDriverScreen');
const claimConfirmation = () => import(/* webpackChunkName: "claim" */ '../features/loadChanges/components/ClaimConfirmationScreen');
const changeDriver = () => import(/* webpackChunkName: "claim" */ '../features/loadChanges/components/ChangeDriverScreen');
const changeDates = () => import(/* webpackChunkName: "claim" */ '../features/loadChanges/components/ChangePickupDropoffScreen');

const passwords = () => import(/* webpackChunkName: "passwords" */ '../features/passwords/screens');
const onboarding = () => import(/* webpackChunkName: "onboarding" */ '../features/onboarding/screens');
const registration = () => import(/* webpackChunkName: "registration" */ '../features/registration/screens');
const signup = () => import(/* webpackChunkName: "signup" */ '../features/signup/screens');
const account = () => import(/* webpackChunkName: "account" */ '../features/account/screens');
const help = () => import(/* webpackChunkName: "help" */ '../features/help/screens');
const endpointConfig = () => import(/* webpackChunkName: "config" */ '../features/config/screens');
const myDocuments = () => import(/* webpackChunkName: "myDocuments" */ '../features/myDocuments/components/MyDocumentsScreen');
const drivers = () => import(/* webpackChunkName: "driversAndFleet" */ '../features/driverRoster/screens');
const fleet = () => import(/* webpackChunkName: "driversAndFleet" */ '../features/fleet/screens');

const dashboard = () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/components/DashboardScreen');
const todo = () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/components/TodoScreen');
const driverLink = () => import(/* webpackChunkName: "driverLink" */ '../features/driverLink/components/DriverLinkScreen');

const notificationSettings = () => import(/* webpackChunkName: "settings" */ '../features/notificationSettings/screens');
const invoiceLists = () => import(/* webpackChunkName: "invoices" */ '../features/invoices/components/InvoiceListScreen');
const invoiceDetail = () => import(/* webpackChunkName: "invoices" */ '../features/invoices/components/InvoiceDetailScreen');
const paymentPreferences = () => import(/* webpackChunkName: "paymentPreferences" */ '../features/paymentPreferences/components/PaymentPreferencesScreen');

const styleguide = () => import(/* webpackChunkName: "styleguide" */ '../features/styleguide/StyleguideScreen');

const LandingPage = lazyScreen(landing, (module) => module.LandingPage);

/**
 * The screen of every route-table name: a route without one does not type-check. Only routes.tsx reads it, so
 * screens can import the route table freely without an import cycle.
 */
export const screenComponents: Record<ScreenName, LazyScreen> = {
  home: LandingPage,
  login: LandingPage,
  search: lazyScreen(search, (module) => module.SearchWithMapScreen),
  searchMap: lazyScreen(searchMap, (module) => module.SearchMapScreen),
  savedLoads: lazyScreen(savedLoads, (module) => module.SavedLoadsScreen),
  claimedLoads: lazyScreen(trackedLists, (module) => module.ClaimedLoadsScreen),
  inProgressLoads: lazyScreen(trackedLists, (module) => module.InProgressLoadsScreen),
  completedLoads: lazyScreen(trackedLists, (module) => module.CompletedLoadsScreen),
  loadDetail: lazyScreen(loadDetail, (module) => module.LoadDetailScreen),
  claimSchedule: lazyScreen(claimSchedule, (module) => module.ClaimScheduleScreen),
  claimAssignDriver: lazyScreen(claimDriver, (module) => module.ClaimDriverScreen),
  claimConfirmation: lazyScreen(claimConfirmation, (module) => module.ClaimConfirmationScreen),
  changeDriver: lazyScreen(changeDriver, (module) => module.ChangeDriverScreen),
  changePickupDropoff: lazyScreen(changeDates, (module) => module.ChangePickupDropoffScreen),
  backhauls: lazyScreen(backhauls, (module) => module.BackhaulsScreen),
  loadBySlug: lazyScreen(publicLoad, (module) => module.PublicLoadScreen),
  forgotPassword: lazyScreen(passwords, (module) => module.ForgotPasswordScreen),
  resetPassword: lazyScreen(passwords, (module) => module.ResetPasswordScreen),
  passwordExpired: lazyScreen(passwords, (module) => module.ExpiredPasswordScreen),
  onboardWelcome: lazyScreen(onboarding, (module) => module.WelcomeStep),
  onboardConfirmInfo: lazyScreen(onboarding, (module) => module.ConfirmInfoStep),
  onboardAddHauler: lazyScreen(onboarding, (module) => module.AddHaulerStep),
  onboardHaulEquipment: lazyScreen(onboarding, (module) => module.HaulEquipmentStep),
  onboardAddDriver: lazyScreen(onboarding, (module) => module.AddDriverStep),
  onboardAddDriverConfirm: lazyScreen(onboarding, (module) => module.AddDriverConfirmStep),
  onboardDrivePreferences: lazyScreen(onboarding, (module) => module.DrivePreferencesStep),
  onboardLocation: lazyScreen(onboarding, (module) => module.LocationStep),
  onboardLoadPreferences: lazyScreen(onboarding, (module) => module.LoadPreferencesStep),
  onboardComplete: lazyScreen(onboarding, (module) => module.CompleteStep),
  register: lazyScreen(registration, (module) => module.ApplicationScreen),
  onboardScheduleCall: lazyScreen(onboarding, (module) => module.ScheduleCallScreen),
  registerWelcome: lazyScreen(registration, (module) => module.RegistrationWelcomeScreen),
  registerBusinessLocation: lazyScreen(registration, (module) => module.BusinessLocationScreen),
  registerInsuranceDetails: lazyScreen(registration, (module) => module.InsuranceDetailsScreen),
  registerFleet: lazyScreen(registration, (module) => module.FleetScreen),
  registerConfirmation: lazyScreen(registration, (module) => module.RegistrationConfirmationScreen),
  signup: lazyScreen(signup, (module) => module.SignupScreen),
  dashboard: lazyScreen(dashboard, (module) => module.DashboardScreen),
  todo: lazyScreen(todo, (module) => module.TodoScreen),
  driverLink: lazyScreen(driverLink, (module) => module.DriverLinkScreen),
  myAccount: lazyScreen(account, (module) => module.MyAccountScreen),
  editProfile: lazyScreen(account, (module) => module.EditProfileScreen),
  businessInfo: lazyScreen(account, (module) => module.BusinessInfoScreen),
  tipsAndTools: lazyScreen(help, (module) => module.TipsAndToolsScreen),
  faq: lazyScreen(help, (module) => module.FaqScreen),
  tutorialVideo: lazyScreen(help, (module) => module.TutorialVideoScreen),
  contactUs: lazyScreen(help, (module) => module.ContactUsScreen),
  contactDispatch: lazyScreen(help, (module) => module.ContactDispatchScreen),
  legal: lazyScreen(help, (module) => module.LegalScreen),
  config: lazyScreen(endpointConfig, (module) => module.ConfigScreen),
  styleguide: lazyScreen(styleguide, (module) => module.StyleguideScreen),
  myDocuments: lazyScreen(myDocuments, (module) => module.MyDocumentsScreen),
  drivers: lazyScreen(drivers, (module) => module.DriversScreen),
  addDriver: lazyScreen(drivers, (module) => module.AddDriverScreen),
  editDriver: lazyScreen(drivers, (module) => module.EditDriverScreen),
  fleet: lazyScreen(fleet, (module) => module.FleetScreen),
  addHauler: lazyScreen(fleet, (module) => module.AddTruckScreen),
  editTruck: lazyScreen(fleet, (module) => module.EditTruckScreen),
  settings: lazyScreen(notificationSettings, (module) => module.SettingsScreen),
  emailNotifications: lazyScreen(notificationSettings, (module) => module.EmailNotificationsScreen),
  textNotifications: lazyScreen(notificationSettings, (module) => module.TextNotificationsScreen),
  invoices: lazyScreen(invoiceLists, (module) => module.InvoicesScreen),
  paidInvoices: lazyScreen(invoiceLists, (module) => module.PaidInvoicesScreen),
  pendingInvoices: lazyScreen(invoiceLists, (module) => module.PendingInvoicesScreen),
  invoiceDetails: lazyScreen(invoiceDetail, (module) => module.InvoiceDetailScreen),
  paymentPreferences: lazyScreen(paymentPreferences, (module) => module.PaymentPreferencesScreen),
};

/**
 * Starts fetching the code of the screen at `pathname`, so that it downloads while the session is checked
 * rather than after. A failed fetch is tried again, and reported, when the screen renders.
 */
export function preloadScreenAt(pathname: string): void {
  const name = screenEntries.find(([, entry]) => matchPath(entry.path, pathname))?.[0];
  if (name) screenComponents[name].preload().catch(() => undefined);
}

/** Fetches every screen's chunk (tests render routes without waiting for downloads). */
export function preloadScreens(): Promise<ComponentType[]> {
  return Promise.all(Object.values(screenComponents).map((screen) => screen.preload()));
}
