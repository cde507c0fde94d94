/**
 * The FAQ of /tips-and-tools/faq, grouped by topic. Answers follow the specification's rules (claiming,
 * drivers, documents, payments) so the help never promises what the app does not do.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqTopic {
  topic: string;
  entries: FaqEntry[];
}

export const FAQ: readonly FaqTopic[] = [
  {
    topic: 'Claiming loads',
    entries: [
      {
        question: 'How do I claim a load?',
        answer: 'Open the load and choose Claim. Set the pick-up and drop-off dates and times, then choose a driver or pick '
          + '"Skip and assign later". The load is yours as soon as the claim goes through, and it moves to Claimed Loads.',
      },
      {
        question: 'Someone else claimed the load I was looking at. Why?',
        answer: 'Loads go to the first carrier whose claim reaches us. A load claimed by another carrier can no longer be '
          + 'opened from search; save the loads you like so you can act on them quickly.',
      },
      {
        question: 'Can I cancel a load I claimed?',
        answer: 'Yes. Open it from Claimed Loads, choose Cancel and pick the one reason that fits. The load is released for '
          + 'other carriers.',
      },
      {
        question: 'How many loads can I claim?',
        answer: 'As many as your fleet has room for. When your trucks are full, In Progress Loads tells you so, and dispatch can help.',
      },
    ],
  },
  {
    topic: 'Drivers and trucks',
    entries: [
      {
        question: 'How do I add a driver?',
        answer: 'Go to Settings, then Drivers, and choose Add Driver. Your driver gets an e-mail and a text message with a '
          + 'link to the driver app, where they mark loads picked up and delivered.',
      },
      {
        question: 'Can I change the driver of a claimed load?',
        answer: 'Yes, from the load\'s page. The load needs its pick-up and drop-off dates first; the app asks you for them if they are missing.',
      },
      {
        question: 'A driver left my company. What do I do?',
        answer: 'Deactivate the driver on the Drivers page. Their history stays with your loads and you can activate them again later.',
      },
    ],
  },
  {
    topic: 'Documents',
    entries: [
      {
        question: 'Where are the documents for my loads?',
        answer: 'Every claimed load has its documents as a PDF. Download them from the load, or e-mail them to a driver or '
          + 'team member from your load lists.',
      },
      {
        question: 'Where do I find my insurance certificate and broker agreement?',
        answer: 'Under My Account, then My Documents. Keep your insurance current: the dashboard warns you before it expires.',
      },
      {
        question: 'How soon is proof of delivery checked?',
        answer: 'Proof of delivery is verified within 24 business hours of delivery. The invoice then moves towards payment.',
      },
    ],
  },
  {
    topic: 'Payments',
    entries: [
      {
        question: 'When do I get paid?',
        answer: 'That depends on your payment preference: Express Pay (2-day ACH), Quick Pay (14-day ACH) or 30-Day Pay (ACH). '
          + 'Express and Quick Pay keep a small fee for paying early.',
      },
      {
        question: 'What is the $1.75 per vehicle on my invoice?',
        answer: 'Gap insurance: $1.75 for each vehicle delivered, taken from the carrier pay of the load.',
      },
      {
        question: 'How do I change my payment preference?',
        answer: 'Under My Account, choose Payment Preference Change Request. Our payments team reviews the request before it applies.',
      },
      {
        question: 'I think an invoice is wrong. How long do I have?',
        answer: 'Tell us as soon as you can, and within one year of the delivery: claims about a load must be made within one year.',
      },
    ],
  },
];
