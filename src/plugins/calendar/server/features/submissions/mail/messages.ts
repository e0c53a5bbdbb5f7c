/**
 * The messages of submissions, in the submitter's language (en, fr, pt-PT; any other reads English).
 * Plain text: every mail client shows it, nothing in it runs, and a title cannot smuggle markup in.
 */
export type MessageKind = 'received' | 'approved' | 'rejected' | 'site';

export interface MessageValues {
  title: string;
  reference: string;
  /** The private link (received), the event's page (approved), the admin's edit view (site). */
  link?: string;
  reason?: string;
  linkDays?: number;
  submitter?: string;
}

type Words = Record<MessageKind, { subject: (v: MessageValues) => string; body: (v: MessageValues) => string[] }>;

const en: Words = {
  received: {
    subject: (v) => `We received your event "${v.title}"`,
    body: (v) => [
      `Thank you for proposing "${v.title}" (reference ${v.reference}).`,
      'An editor will review it before it appears in the calendar. We will write to you once it is decided.',
      `To see or change your submission, use this private link (valid for ${v.linkDays} days; a change goes back to review):`,
      v.link ?? '',
      'Keep this link to yourself: anyone who has it can edit your submission.',
    ],
  },
  approved: {
    subject: (v) => `Your event "${v.title}" is published`,
    body: (v) => [`Good news: "${v.title}" (reference ${v.reference}) is now in the calendar:`, v.link ?? ''],
  },
  rejected: {
    subject: (v) => `Your event "${v.title}" was not published`,
    body: (v) => [`We are sorry: "${v.title}" (reference ${v.reference}) will not be published.`, ...(v.reason ? ['Reason given by the editor:', v.reason] : [])],
  },
  site: {
    subject: (v) => `New event submitted: "${v.title}"`,
    body: (v) => [`${v.submitter ?? 'A visitor'} proposed "${v.title}" (reference ${v.reference}). It waits for review:`, v.link ?? ''],
  },
};

const fr: Words = {
  received: {
    subject: (v) => `Nous avons reçu votre événement « ${v.title} »`,
    body: (v) => [
      `Merci d'avoir proposé « ${v.title} » (référence ${v.reference}).`,
      "Un éditeur l'examinera avant qu'il paraisse dans le calendrier. Nous vous écrirons dès qu'une décision sera prise.",
      `Pour voir ou modifier votre proposition, utilisez ce lien privé (valable ${v.linkDays} jours ; une modification repart en relecture) :`,
      v.link ?? '',
      'Gardez ce lien pour vous : quiconque le possède peut modifier votre proposition.',
    ],
  },
  approved: {
    subject: (v) => `Votre événement « ${v.title} » est publié`,
    body: (v) => [`Bonne nouvelle : « ${v.title} » (référence ${v.reference}) figure maintenant dans le calendrier :`, v.link ?? ''],
  },
  rejected: {
    subject: (v) => `Votre événement « ${v.title} » n'a pas été publié`,
    body: (v) => [`Nous sommes désolés : « ${v.title} » (référence ${v.reference}) ne sera pas publié.`, ...(v.reason ? ["Motif donné par l'éditeur :", v.reason] : [])],
  },
  site: {
    subject: (v) => `Nouvel événement proposé : « ${v.title} »`,
    body: (v) => [`${v.submitter ?? 'Un visiteur'} a proposé « ${v.title} » (référence ${v.reference}). Il attend une relecture :`, v.link ?? ''],
  },
};

const pt: Words = {
  received: {
    subject: (v) => `Recebemos o seu evento «${v.title}»`,
    body: (v) => [
      `Obrigado por propor «${v.title}» (referência ${v.reference}).`,
      'Um editor vai revê-lo antes de aparecer no calendário. Escreveremos assim que houver uma decisão.',
      `Para ver ou alterar a sua proposta, use esta ligação privada (válida durante ${v.linkDays} dias; uma alteração volta a revisão):`,
      v.link ?? '',
      'Guarde esta ligação para si: quem a tiver pode alterar a sua proposta.',
    ],
  },
  approved: {
    subject: (v) => `O seu evento «${v.title}» foi publicado`,
    body: (v) => [`Boas notícias: «${v.title}» (referência ${v.reference}) já está no calendário:`, v.link ?? ''],
  },
  rejected: {
    subject: (v) => `O seu evento «${v.title}» não foi publicado`,
    body: (v) => [`Lamentamos: «${v.title}» (referência ${v.reference}) não será publicado.`, ...(v.reason ? ['Motivo indicado pelo editor:', v.reason] : [])],
  },
  site: {
    subject: (v) => `Novo evento proposto: «${v.title}»`,
    body: (v) => [`${v.submitter ?? 'Um visitante'} propôs «${v.title}» (referência ${v.reference}). Aguarda revisão:`, v.link ?? ''],
  },
};

const BY_LANGUAGE: Record<string, Words> = { en, fr, 'pt-pt': pt, pt };

/** A message's subject and text; line breaks in the values are flattened (no header injection either). */
export function message(kind: MessageKind, language: string | null | undefined, values: MessageValues): { subject: string; text: string } {
  const words = BY_LANGUAGE[(language ?? 'en').toLowerCase()] ?? en;
  const flat: MessageValues = { ...values, title: values.title.replace(/[\r\n]+/g, ' ').slice(0, 200) };
  return { subject: words[kind].subject(flat).replace(/[\r\n]+/g, ' '), text: `${words[kind].body(flat).join('\n\n')}\n` };
}
