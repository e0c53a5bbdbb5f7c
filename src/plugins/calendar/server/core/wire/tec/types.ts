import type { WireEventChange } from '../types';
/**
 * The records of the original's `tec/v1` namespace (contract tec-v1 §1.4): WordPress core's post item
 * (`title`, `content`, `excerpt` as `{rendered}` objects, `date_gmt`, `link`), then each type's fields.
 */
export interface TecRendered {
  rendered: string;
}
export interface TecContent extends TecRendered {
  protected: boolean | null;
}

/** A PHP DateTime as json_encode writes it: timezone_type 3 is a named zone, 1 an offset. */
export interface TecDateTime {
  date: string;
  timezone_type: 1 | 3;
  timezone: string;
}

export interface TecPost {
  id: number;
  date: string;
  date_gmt: string;
  guid: TecRendered;
  modified: string;
  modified_gmt: string;
  slug: string;
  status: string;
  type: 'tribe_events' | 'tribe_venue' | 'tribe_organizer';
  link: string;
  title: TecRendered;
  content: TecContent;
  excerpt: TecContent;
  author: number;
  featured_media: number;
  template: string;
  class_list: string[];
}

export interface TecVenue extends TecPost {
  address: string;
  country: string;
  city: string;
  state_province: string;
  state: string;
  province: string;
  zip: string;
  phone: string;
  directions_link: string;
  website: string;
}

export interface TecOrganizer extends TecPost {
  email: string;
  phone: string;
  website: string;
}

export interface TecEvent extends Omit<TecPost, 'class_list'>, WireEventChange {
  tags: number[];
  tribe_events_cat: number[];
  class_list: string[];
  start_date: string;
  start_date_utc: string;
  end_date: string;
  end_date_utc: string;
  dates: Record<'start' | 'start_utc' | 'start_site' | 'start_display' | 'end' | 'end_utc' | 'end_site' | 'end_display', TecDateTime>;
  timezone: string;
  /** Seconds, as a string (the original's quirk: its schema says integer). */
  duration: string;
  /** false, or the number of days the event spans (the original's quirk: its schema says boolean). */
  multiday: false | number;
  is_past: boolean;
  is_now: boolean;
  all_day: boolean;
  starts_this_week: null;
  ends_this_week: null;
  this_week_duration: null;
  happens_this_week: null;
  displays_on: string[];
  featured: boolean;
  sticky: boolean;
  cost: string;
  organizer_names: string[];
  organizers: TecOrganizer[];
  venues: TecVenue[];
  schedule_details: string;
  short_schedule_details: string;
}
