import type { ReactNode, SyntheticEvent } from 'react';

/** What the Content Manager hands a document action (its `DocumentActionProps`, Strapi 5.54). */
export interface DocumentActionProps {
  model: string;
  collectionType: string;
  documentId?: string;
  activeTab: 'draft' | 'published' | null;
  [key: string]: unknown;
}

/** What a document action answers (the part of `DocumentActionDescription` used here). */
export interface DocumentActionDescription {
  label: string;
  onClick?: (event: SyntheticEvent) => Promise<boolean | void> | boolean | void;
  icon?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  position?: string | string[];
  variant?: string;
  [key: string]: unknown;
}

/** A document action component, as the Content Manager's `addDocumentAction` takes them. */
export interface DocumentAction {
  (props: DocumentActionProps): DocumentActionDescription | null;
  type?: string;
  position?: unknown;
}

/** The calendar's posts: the types with a post status, an API ID and a Duplicate. */
export const POST_UIDS: readonly string[] = ['api::event.event', 'api::venue.venue', 'api::organizer.organizer'];
