/** What the admin's home widgets read (GET /calendar/home): shared by the server and the admin. */

export type PostStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash';

/** The records of one content type, every translation counted; by status for events, venues and organizers. */
export interface HomeCounts {
  uid: string;
  total: number;
  byStatus: Record<PostStatus, number> | null;
}

/** A record published lately. */
export interface HomeRecord {
  uid: string;
  documentId: string;
  locale: string;
  name: string;
  /** Its publication date (ISO), if it has one. */
  published: string | null;
}

export interface HomeAnswer {
  counts: HomeCounts[];
  recent: HomeRecord[];
  /** Visitors' submissions waiting for a decision, and whether mail goes out (admins who may read events). */
  submissions?: { pending: number; mail: boolean; locale: string | null };
}

/** A record's public page (GET /calendar/public-page). */
export interface PublicPageAnswer {
  /** Null while the record has no slug (its address is made when it is published). */
  url: string | null;
  /** Whether the public sees the page now (published, or asking for its password). */
  shown: boolean;
  /** In the Trash: no page answers until the record leaves it (`url` is then null). */
  trashed: boolean;
}
