import type { Catalog } from '..';

/** French: what became of an event and how it is attended (issue 35): its fields, filters and wire members. */
export const eventStatus: Catalog = {
  'Extension: only events with any of these statuses (CSV or list): scheduled, cancelled, postponed, rescheduled, moved_online; default every status (a cancelled event stays listed, marked)':
    'Extension : seulement les événements ayant l’un de ces états (CSV ou liste) : scheduled (prévu), cancelled (annulé), postponed (reporté), rescheduled (reprogrammé), moved_online (déplacé en ligne) ; par défaut tous les états (un événement annulé reste listé, signalé)',
  'Extension: only events attended so (CSV or list): offline, online, mixed':
    'Extension : seulement les événements suivis ainsi (CSV ou liste) : offline (sur place), online (en ligne), mixed (les deux)',
  'What became of the event (apart from its publication `status`)':
    'Ce qu’il advient de l’événement (distinct de son `status` de publication)',
  'Why, as plain text in the record’s language; `""` when none (and on a protected event)':
    'Pourquoi, en texte brut dans la langue de l’enregistrement ; `""` s’il n’y en a pas (et sur un événement protégé)',
  'A rescheduled event’s former start, in the event time zone; null unless rescheduled':
    'Le début précédent d’un événement reprogrammé, dans son fuseau horaire ; null s’il n’est pas reprogrammé',
  'offline (in person), online, or mixed (both)':
    'offline (sur place), online (en ligne) ou mixed (les deux)',
  'Where to join online; `""` when the event is not online, has no link, or is protected':
    'Où le rejoindre en ligne ; `""` si l’événement n’est pas en ligne, n’a pas de lien ou est protégé',
  'How to join, plain text; `""` as `online_url`':
    'Comment le rejoindre, en texte brut ; `""` comme `online_url`',
  'Extension: what became of the event, apart from its publication `status` (a cancelled event stays published so people learn of it): scheduled (default), cancelled, postponed (new date to be announced), rescheduled, moved_online':
    'Extension : ce qu’il advient de l’événement, distinct de son `status` de publication (un événement annulé reste publié pour que le public l’apprenne) : scheduled (prévu, par défaut), cancelled (annulé), postponed (reporté, nouvelle date à annoncer), rescheduled (reprogrammé), moved_online (déplacé en ligne)',
  'Extension: why, in the language written (plain text, at most 2000 characters); `""` clears it':
    'Extension : pourquoi, dans la langue écrite (texte brut, 2000 caractères au plus) ; `""` l’efface',
  "Extension: a rescheduled event's former start, read like `start_date`; when a rescheduled event's start moves without it, the former start is kept by itself":
    'Extension : le début précédent d’un événement reprogrammé, lu comme `start_date` ; quand le début d’un événement reprogrammé change sans lui, l’ancien début est conservé de lui-même',
  'Extension: offline (in person, default), online or mixed (both); `moved_online` sets online unless sent':
    'Extension : offline (sur place, par défaut), online (en ligne) ou mixed (les deux) ; `moved_online` le met en ligne s’il n’est pas envoyé',
  'Extension: where to join an online or mixed event (a web URL); hidden on a protected event':
    'Extension : où rejoindre un événement en ligne ou mixte (une URL web) ; masqué sur un événement protégé',
  'Extension: how to join (a code, a phone number), plain text; hidden on a protected event':
    'Extension : comment le rejoindre (un code, un numéro de téléphone), en texte brut ; masqué sur un événement protégé',
};
