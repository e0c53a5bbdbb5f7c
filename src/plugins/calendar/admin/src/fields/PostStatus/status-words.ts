/** The English words of each WordPress post status (translations in translations/*.json), and their colours. */
export const STATUS_WORDS: Record<string, string> = {
  publish: 'Published',
  future: 'Scheduled',
  draft: 'Draft',
  pending: 'Pending review',
  private: 'Private',
  trash: 'Trash',
};

/** Design-system colour families per status: the calendar page paints events with them. */
export const STATUS_COLORS: Record<string, { background: string; border: string; text: string }> = {
  publish: { background: '#eafbe7', border: '#328048', text: '#2f6846' },
  future: { background: '#eaf5ff', border: '#0c75af', text: '#0c75af' },
  draft: { background: '#f6f6f9', border: '#8e8ea9', text: '#4a4a6a' },
  pending: { background: '#fdf4dc', border: '#d9822f', text: '#be5d01' },
  private: { background: '#f0f0ff', border: '#7b79ff', text: '#271fe0' },
  trash: { background: '#fcecea', border: '#d02b20', text: '#b72b1a' },
};
