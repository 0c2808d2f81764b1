/** Texts of the point-of-sale screens. */
export const posMessages = {
  publicOrder: {
    documentTitle: (orgSlug: string) => `Order from ${orgSlug} · Worksphere`,
    badge: 'Online ordering is not open yet',
    title: 'Online ordering',
    lead: (orgSlug: string) =>
      `This is where customers of “${orgSlug}” will order for pickup. Online ordering opens with the point-of-sale release of Worksphere; no orders can be placed here yet.`,
    pointsTitle: 'What this page will offer',
    points: [
      'The menu, by category, with prices and pictures.',
      'A cart, your name and phone number, and a pickup order in a few taps.',
      'A status page that updates live while your order is prepared.',
    ],
    footer: 'Want to order now? Contact the business directly.',
  },
  createOrder: {
    documentTitle: 'Point of sale · Worksphere',
    badge: 'Available with the point-of-sale release',
    title: 'Point of sale',
    lead: 'This screen is where staff will take orders at the counter. It opens with the point-of-sale release; until then no orders can be taken here.',
    pointsTitle: 'What this screen will hold',
    points: [
      'A product grid with search, built from your catalogue of categories and products.',
      'A cart with quantities, notes, discounts and the payment method.',
      'Placing the order and printing a receipt, and orders the AI assistant prepares for you.',
      'An orders board from new to completed, updated live, with daily totals on the dashboard.',
    ],
    backToDashboard: 'Back to your dashboard',
  },
} as const;
