/**
 * What the edit view of an event in one language is told about its links (GET /calendar/translation-links,
 * server/features/admin/translation-links.ts): the venues, organizers, categories and tags its other languages link
 * that this language does not. Strapi links a translation only to items in its own language, so a link to
 * an item without a translation in it is dropped when the translation is filled in from another language.
 */
export type LinkRelation = 'venues' | 'organizers' | 'categories' | 'tags';

export interface MissingLink {
  relation: LinkRelation;
  /** The linked item's document (the same in every language). */
  documentId: string;
  /** Its name in the language it is linked in. */
  name: string;
  /** Its name in this language, when it has a translation here (then the editor can link it); null when not. */
  translatedName: string | null;
}

export interface TranslationLinksAnswer {
  /** The languages whose links were compared (the event's other languages). */
  from: string[];
  missing: MissingLink[];
}
