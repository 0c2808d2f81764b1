/** The few words the shared building blocks say themselves. */
export const uiMessages = {
  close: 'Close',
  cancel: 'Cancel',
  discard: {
    title: 'Discard changes?',
    text: 'Your changes have not been saved.',
    keepEditing: 'Keep editing',
    discard: 'Discard',
  },
  richText: {
    toolbarLabel: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    removeLink: 'Remove link',
    linkAddressLabel: 'Link address',
    applyLink: 'Apply',
    cancelLink: 'Cancel',
  },
} as const;
