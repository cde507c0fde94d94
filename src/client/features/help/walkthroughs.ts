/**
 * The written walkthroughs shown in place of a tutorial video when no media host is configured (issue 22): for
 * each of the ten videos of `tutorials.ts` the same task in numbered steps, each with a picture of the real
 * screen. The browser suite takes the pictures (one per name below) and keeps them current.
 */

/** What each picture shows, as its alt text; the browser suite drives the app to each of these screens. */
export const WALKTHROUGH_PICTURES = {
  'find-loads': 'Find Loads on a phone: From, To and Pick-Up Dates, Advanced Search Options, Save Search and Search for Loads.',
  'from-where': "The place search: 'Dal' typed in From where?, with Current Location, Anywhere and Dallas, TX in the list.",
  'advanced-options': 'Advanced Search Options opened: radius, price per mile, vehicles, weight, haul type and vehicle type.',
  'search-results': 'Search results from Dallas, TX: the count of loads, the sort menu and load cards with their SAVE stars.',
  'saved-loads': 'Saved Loads: the My Loads tabs over the saved load cards.',
  dashboard: 'The Dashboard: My Tasks with counts of loads in progress, claimed loads, saved loads and pending payments.',
  'side-menu': 'The side menu: the signed-in name, Dashboard, Find Loads, My Loads, Payments, Settings and Log out.',
  'shortcut-menu': 'The shortcut menu opened from the round button: Dashboard, Saved Loads, Find Loads and Contact Dispatch.',
  'my-loads-tabs': 'Claimed Loads: the tabs Saved, Claimed, In Progress and Completed, the filters, the count, Email and Download.',
  'settings-tabs': 'My Account: the tabs Account, Drivers, Fleet and Settings over the profile and its links.',
  'load-number-box': 'The Search Load # box opened from Load # in the top bar, with a load number typed.',
  'load-number-not-found': "The message for an unknown load number: We're sorry, the load you are looking for does not exist.",
  'load-detail': 'A load opened by its number: rate, miles, pick-up and drop-off, the SAVE star and Claim Load.',
  'claim-schedule': 'Claiming a load, step 1: the pick-up and drop-off dates and times set, and the Claim Load button.',
  'claim-driver': 'Claiming a load, step 2: the Filter by name box over the list of drivers, one of them chosen.',
  'load-claimed': "LOAD CLAIMED: You're ready to hit the road, with View All Claimed and Find More Loads.",
  'assigned-load': 'A claimed load: Assigned Driver and Pick-Up and Drop-Off Times, each with an Edit link.',
  'change-driver': 'Change Driver: the list of drivers with one chosen, and the Change Driver button.',
  'change-dates': 'Change Pick-up and Drop-off: the dates and times of the claimed load and Save Changes.',
  'cancel-reason': 'Reason for Cancelling: the reasons with one chosen, and Cancel Load.',
  'pending-payment': 'Pending Payment: the Paid and Pending tabs, the filters, the count of invoices and each load with its amount.',
} as const;

export type WalkthroughPictureName = keyof typeof WALKTHROUGH_PICTURES;

export interface WalkthroughStep {
  /** A short heading for the step, where the step is a stage (the landing's 'How it Works'). */
  title?: string;
  text: string;
  picture: WalkthroughPictureName;
  /** The picture's alt text in the walkthrough's own language; the English one above otherwise. */
  alt?: string;
}

export interface Walkthrough {
  /** What heads the steps, in the walkthrough's language. */
  heading: string;
  steps: readonly WalkthroughStep[];
}

const STEP_BY_STEP = 'Step by step';

/** The app guide's tour, its pictures shared by the four languages. */
const appGuidePictures: readonly WalkthroughPictureName[] = [
  'dashboard', 'search-results', 'claim-schedule', 'my-loads-tabs', 'pending-payment', 'side-menu',
];

function appGuide(heading: string, steps: readonly { text: string; alt?: string }[]): Walkthrough {
  return { heading, steps: steps.map((step, index) => ({ ...step, picture: appGuidePictures[index] })) };
}

/** By tutorial slug (`tutorials.ts`). */
export const WALKTHROUGHS: Readonly<Record<string, Walkthrough>> = {
  'search-by-load': {
    heading: STEP_BY_STEP,
    steps: [
      { text: 'Tap Load # in the top bar. On a computer the Search Load # box is in the top bar itself.', picture: 'load-number-box' },
      { text: 'Type the load number and press Enter. The load opens with its rate, pick-up, drop-off and cars.', picture: 'load-detail' },
      { text: "A number that is not on the board says so; Find Another Load takes you back to Find Loads.", picture: 'load-number-not-found' },
    ],
  },
  overview: {
    heading: STEP_BY_STEP,
    steps: [
      { title: 'Search', text: 'Open Find Loads, tell us where you are and where you are headed, and choose Search for Loads.', picture: 'search-results' },
      { title: 'Claim', text: 'Open a load, choose Claim Load and pick your pick-up and drop-off times: the load is yours.', picture: 'claim-schedule' },
      { title: 'Haul', text: 'Assign a driver and follow every load from Claimed to In Progress to Completed.', picture: 'claim-driver' },
      { title: 'Get Paid', text: 'Pending Payment and Paid Invoices show every invoice, its amount and its pay date.', picture: 'pending-payment' },
    ],
  },
  'navigation-overview': {
    heading: STEP_BY_STEP,
    steps: [
      { text: 'On a phone, tap ☰ for the menu: Dashboard, Find Loads, My Loads, Payments, Settings and Log out. On a computer the same links are in the top bar.', picture: 'side-menu' },
      { text: 'The round + button in the corner opens Dashboard, Saved Loads, Find Loads and Contact Dispatch from any screen.', picture: 'shortcut-menu' },
      { text: 'Under My Loads, the tabs Saved, Claimed, In Progress and Completed switch between your loads.', picture: 'my-loads-tabs' },
      { text: 'Under Settings, the tabs Account, Drivers, Fleet and Settings switch between your account pages.', picture: 'settings-tabs' },
      { text: 'Load # in the top bar opens any load by its number.', picture: 'load-number-box' },
    ],
  },
  'find-hauls': {
    heading: STEP_BY_STEP,
    steps: [
      { text: 'Open Find Loads. From, To and Pick-Up Dates say where and when you can load.', picture: 'find-loads' },
      { text: 'Tap From and type two letters or more of a city or state, then choose it; Current Location and Anywhere work too. Do the same for To.', picture: 'from-where' },
      { text: 'Advanced Search Options narrows the search: radius, price per mile, vehicles, weight, haul type and vehicle type.', picture: 'advanced-options' },
      { text: 'Choose Search for Loads. The count shows above the cards and the sort menu changes their order. Save Search keeps the search for next time.', picture: 'search-results' },
      { text: 'Tap SAVE on a card to keep the load: it waits for you under Saved Loads.', picture: 'saved-loads' },
    ],
  },
  'claiming-freight': {
    heading: STEP_BY_STEP,
    steps: [
      { text: 'Open the load from Find Loads or by its number, and choose Claim Load.', picture: 'load-detail' },
      { text: 'STEP 1 OF 2: set the pick-up and drop-off dates and times within the load\'s windows, then choose Claim Load.', picture: 'claim-schedule' },
      { text: 'STEP 2 OF 2: choose a driver and Assign Driver, or SKIP AND ASSIGN LATER.', picture: 'claim-driver' },
      { text: 'LOAD CLAIMED: View All Claimed lists your claimed loads; Find More Loads takes you back to searching.', picture: 'load-claimed' },
    ],
  },
  'managing-hauls': {
    heading: STEP_BY_STEP,
    steps: [
      { text: 'Claimed Loads lists what you claimed. Filter by Tomorrow, Future, driver or date, and Email or Download the list.', picture: 'my-loads-tabs' },
      { text: 'Open a claimed load: Edit beside Assigned Driver or beside Pick-Up and Drop-Off Times changes them.', picture: 'assigned-load' },
      { text: 'To change the driver, choose one and Change Driver.', picture: 'change-driver' },
      { text: 'To change the times, set the new pick-up and drop-off and choose Save Changes.', picture: 'change-dates' },
      { text: 'To give a load back, choose Cancel Load on it, pick the Reason for Cancelling and choose Cancel Load.', picture: 'cancel-reason' },
    ],
  },
  'app-guide-english': appGuide(STEP_BY_STEP, [
    { text: 'Dashboard: My Tasks counts your loads in progress, claimed and saved, and your pending payments.' },
    { text: 'Find Loads: search from where you are to where you are headed, and tap SAVE on the loads you like.' },
    { text: 'Claim Load: set the pick-up and drop-off times, then assign a driver.' },
    { text: 'My Loads: follow your loads under Claimed, In Progress and Completed.' },
    { text: 'Payments: Pending Payment and Paid Invoices show what you are paid and when.' },
    { text: 'The ☰ menu reaches everything else: Drivers, Fleet, Settings, Contact Us and Log out.' },
  ]),
  'app-guide-arabic': appGuide('خطوة بخطوة', [
    { text: 'لوحة التحكم (Dashboard): تعرض My Tasks عدد حمولاتك قيد التنفيذ والمحجوزة والمحفوظة، ومدفوعاتك المعلّقة.', alt: 'شاشة Dashboard وفيها My Tasks.' },
    { text: 'البحث عن الحمولات (Find Loads): ابحث من مكانك إلى وجهتك، واضغط SAVE على الحمولات التي تعجبك.', alt: 'نتائج البحث من Dallas, TX مع بطاقات الحمولات.' },
    { text: 'حجز الحمولة (Claim Load): حدّد موعدي الاستلام والتسليم، ثم عيّن سائقًا.', alt: 'حجز حمولة: تاريخا الاستلام والتسليم ووقتاهما وزر Claim Load.' },
    { text: 'حمولاتي (My Loads): تابع حمولاتك في Claimed وIn Progress وCompleted.', alt: 'شاشة Claimed Loads مع علامات التبويب والمرشّحات.' },
    { text: 'المدفوعات (Payments): تعرض Pending Payment وPaid Invoices ما يُدفع لك ومتى.', alt: 'شاشة Pending Payment مع الفواتير ومبالغها.' },
    { text: 'القائمة ☰ توصلك إلى كل شيء آخر: Drivers وFleet وSettings وContact Us وLog out.', alt: 'القائمة الجانبية بكل روابط التطبيق.' },
  ]),
  'app-guide-spanish': appGuide('Paso a paso', [
    { text: 'Dashboard: My Tasks cuenta sus cargas en curso, reclamadas y guardadas, y sus pagos pendientes.', alt: 'El Dashboard con My Tasks.' },
    { text: 'Find Loads: busque desde donde está hasta donde va, y toque SAVE en las cargas que le interesen.', alt: 'Resultados de búsqueda desde Dallas, TX con las tarjetas de cargas.' },
    { text: 'Claim Load: fije la recogida y la entrega y luego asigne un conductor.', alt: 'Reclamar una carga: fechas y horas de recogida y entrega y el botón Claim Load.' },
    { text: 'My Loads: siga sus cargas en Claimed, In Progress y Completed.', alt: 'Claimed Loads con las pestañas y los filtros.' },
    { text: 'Payments: Pending Payment y Paid Invoices muestran cuánto y cuándo se le paga.', alt: 'Pending Payment con las facturas y sus importes.' },
    { text: 'El menú ☰ lleva a todo lo demás: Drivers, Fleet, Settings, Contact Us y Log out.', alt: 'El menú lateral con todos los enlaces de la aplicación.' },
  ]),
  'app-guide-russian': appGuide('Шаг за шагом', [
    { text: 'Dashboard: в My Tasks — число ваших грузов в пути, взятых и сохранённых, и ожидаемые выплаты.', alt: 'Экран Dashboard с разделом My Tasks.' },
    { text: 'Find Loads: ищите грузы от места, где вы находитесь, до места назначения и нажимайте SAVE на подходящих.', alt: 'Результаты поиска из Dallas, TX с карточками грузов.' },
    { text: 'Claim Load: укажите время погрузки и доставки, затем назначьте водителя.', alt: 'Взятие груза: даты и время погрузки и доставки и кнопка Claim Load.' },
    { text: 'My Loads: следите за грузами во вкладках Claimed, In Progress и Completed.', alt: 'Экран Claimed Loads с вкладками и фильтрами.' },
    { text: 'Payments: Pending Payment и Paid Invoices показывают, сколько и когда вам заплатят.', alt: 'Экран Pending Payment со счетами и суммами.' },
    { text: 'Меню ☰ ведёт ко всему остальному: Drivers, Fleet, Settings, Contact Us и Log out.', alt: 'Боковое меню со всеми ссылками приложения.' },
  ]),
};

export function findWalkthrough(slug: string): Walkthrough | undefined {
  return WALKTHROUGHS[slug];
}

export function pictureAlt(step: WalkthroughStep): string {
  return step.alt ?? WALKTHROUGH_PICTURES[step.picture];
}
