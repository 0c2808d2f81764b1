/** Texts of the /chat page. */
export const chatMessages = {
  documentTitle: 'Chat · Worksphere',
  badge: 'Arrives in the next release',
  title: 'Team chat',
  lead: 'Team chat and the AI assistant arrive in the next release. Nothing is lost meanwhile: everything in your workspace stays where it is.',
  pointsTitle: 'What this page will hold',
  points: [
    'Chat rooms for your organization, with threads for each topic.',
    'Pinned messages, read confirmations and important announcements.',
    'Attachments visible only to members of your organization.',
    'The AI assistant, which can search chats, create tasks and notes, and prepare orders for you.',
  ],
  linkedConversation:
    'You followed a link to a conversation. It will open here once team chat is available.',
  backToDashboard: 'Back to your dashboard',
} as const;
