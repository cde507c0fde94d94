/** The Legal Information page (account spec 2.11): Terms of Use, license and privacy, as static text. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_UPDATED = 'November 1, 2026';

export const LEGAL_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Terms of Use',
    paragraphs: [
      'These Terms of Use govern your use of Haulboard, the carrier portal and load board, on the web and on phones. '
        + 'By signing in you accept them on behalf of yourself and the carrier you work for.',
    ],
  },
  {
    heading: 'License',
    paragraphs: [
      'We grant you a limited, non-exclusive, non-transferable and revocable license to use Haulboard to find, claim and '
        + 'haul loads for your carrier and to manage its drivers, trucks, documents and payments.',
    ],
  },
  {
    heading: 'Restrictions',
    paragraphs: [
      'You may not copy, resell or republish loads or rates, scrape the service, share your sign-in, claim loads you do '
        + 'not intend to haul, or try to reach accounts or data that are not your carrier\'s.',
    ],
  },
  {
    heading: 'Accounts',
    paragraphs: [
      'You are responsible for what happens under your account and for keeping your password secret. Tell us at once if '
        + 'you believe someone else has used it. We may suspend accounts that break these terms.',
    ],
  },
  {
    heading: 'Privacy',
    paragraphs: [
      'We collect what we need to run the service: your contact details, your carrier\'s business, insurance and tax '
        + 'details, your drivers\' contact details, the loads you view, save and haul, and the pages you open. We use them to '
        + 'match you with loads, pay you and support you, and we do not sell them.',
      'We record which pages of the app are opened, without the search terms or other values of the address. A '
        + 'marketing tracker is used only where the operator of this site has turned one on.',
    ],
  },
  {
    heading: 'Claims and proof of delivery',
    paragraphs: [
      'Proof of delivery is verified within 24 business hours. Any claim about a load, an invoice or a payment must be '
        + 'made within one year of the delivery; later claims are barred.',
    ],
  },
  {
    heading: 'Disclaimers',
    paragraphs: [
      'Haulboard is provided "as is". Load details come from shippers and brokers; we do not guarantee that a load is '
        + 'available, accurate or right for your equipment until you have claimed it.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for indirect or consequential losses, lost profits or lost data. '
        + 'Our total liability is limited to the fees we kept on your loads in the twelve months before the claim.',
    ],
  },
  {
    heading: 'Indemnity',
    paragraphs: [
      'You will indemnify us against claims that arise from your hauling, your drivers, your breach of these terms or of '
        + 'the law, including damage to vehicles in your care.',
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the State of Michigan, without regard to its conflict-of-law rules. Disputes '
        + 'are heard in the state or federal courts located in Michigan.',
    ],
  },
  {
    heading: 'Users outside the United States',
    paragraphs: [
      'Haulboard is run from the United States. If you use it from elsewhere, you do so on your own initiative, you are '
        + 'responsible for following your local laws, and your information is processed in the United States.',
    ],
  },
];
