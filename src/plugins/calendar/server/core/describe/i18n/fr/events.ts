import type { Catalog } from '..';

/** French: the event routes, their parameters and answers. */
export const events: Catalog = {
  'List the events':
    'Lister les événements',
  'Page of the list to return':
    'Page de la liste à renvoyer',
  'Items per page; a value above the site maximum (50 by default) is lowered to it':
    'Éléments par page ; une valeur au-dessus du maximum du site (50 par défaut) est ramenée à ce maximum',
  'Events that start on or after this date (default: the start of yesterday); a date, a date-time, a phrase or a timestamp':
    'Événements qui commencent à cette date ou après (par défaut : le début d’hier) ; une date, une date et heure, une expression ou un horodatage',
  'Events that end on or before this date (default: the end of the day two years from now)':
    'Événements qui finissent à cette date ou avant (par défaut : la fin du jour dans deux ans)',
  'Events that start before this date':
    'Événements qui commencent avant cette date',
  'Events that start after this date':
    'Événements qui commencent après cette date',
  'Events that end before this date':
    'Événements qui finissent avant cette date',
  'Events that end after this date':
    'Événements qui finissent après cette date',
  'Whether the dates apply at the exact times given (true) or to whole days (false)':
    'Si les dates s’appliquent aux heures exactes données (true) ou à des journées entières (false)',
  'Events whose title, description or excerpt contains this text':
    'Événements dont le titre, la description ou l’extrait contient ce texte',
  'Events in any of these categories: IDs or slugs, a list or CSV':
    'Événements dans l’une de ces catégories : ID ou slugs, en liste ou CSV',
  'Events with any of these tags: IDs or slugs, a list or CSV':
    'Événements portant l’une de ces étiquettes : ID ou slugs, en liste ou CSV',
  'Events at any of these venues (IDs, a list or CSV)':
    'Événements dans l’un de ces lieux (ID, en liste ou CSV)',
  'Events with any of these organizers (IDs, a list or CSV)':
    'Événements ayant l’un de ces organisateurs (ID, en liste ou CSV)',
  'Only featured events (true) or only the others (false)':
    'Seulement les événements mis en avant (true) ou seulement les autres (false)',
  'Post statuses to list, as CSV; only `publish` without the right to edit events':
    'Statuts de publication à lister, en CSV ; seulement `publish` sans le droit de modifier les événements',
  'true: only events whose venue has coordinates, or with `geoloc_lat` and `geoloc_lng` lies near that point; false or absent: no geolocation filter':
    'true : seulement les événements dont le lieu a des coordonnées, ou avec `geoloc_lat` et `geoloc_lng` se trouve près de ce point ; false ou absent : aucun filtre de géolocalisation',
  'Latitude of the point to search near, in degrees (-90 to 90); with `geoloc=true`, events whose venue lies within the site distance (a box, as the original); requires `geoloc_lng`':
    'Latitude du point près duquel chercher, en degrés (-90 à 90) ; avec `geoloc=true`, les événements dont le lieu est à la distance du site (un rectangle, comme l’original) ; exige `geoloc_lng`',
  'Longitude of the point to search near, in degrees (-180 to 180); requires `geoloc_lat`':
    'Longitude du point près duquel chercher, en degrés (-180 à 180) ; exige `geoloc_lat`',
  'Extension: with `geoloc=true` and the coordinates, events whose venue lies within this distance of the point (a circle), in the site unit (miles unless the site says kilometres); requires `geoloc_lat` and `geoloc_lng`':
    'Extension : avec `geoloc=true` et les coordonnées, les événements dont le lieu est à cette distance du point au plus (un cercle), dans l’unité du site (miles, sauf si le site dit kilomètres) ; exige `geoloc_lat` et `geoloc_lng`',
  'Only the events with these IDs (a list or CSV)':
    'Seulement les événements ayant ces ID (en liste ou CSV)',
  'Events whose parent event has this ID':
    'Événements dont l’événement parent a cet ID',
  'Events with tickets (true: refused, this service has no tickets) or without (false)':
    'Événements avec billets (true : refusé, ce service n’a pas de billetterie) ou sans (false)',
  'Also the events hidden from listings (our extension; callers who may edit events, else a 400); a hidden event is otherwise reached only by its ID or slug':
    'Aussi les événements masqués des listes (notre extension ; pour qui peut modifier les événements, sinon 400) ; un événement masqué n’est sinon atteint que par son ID ou son slug',
  'Shows the events protected by this password unblanked':
    'Montre en clair les événements protégés par ce mot de passe',
  'A page of events':
    'Une page d’événements',
  'Number of matching records':
    'Nombre d’enregistrements correspondants',
  'Number of pages':
    'Nombre de pages',
  'Create an event':
    'Créer un événement',
  'The created event':
    'L’événement créé',
  'The request body is too large':
    'Le corps de la requête est trop volumineux',
  'The request body uses a content encoding the service does not read':
    'Le corps de la requête utilise un codage de contenu que le service ne lit pas',
  'Too many writes or failed sign-ins from this client: wait as long as Retry-After says':
    'Trop d’écritures ou d’échecs d’identification de ce client : attendre le temps qu’indique Retry-After',
  'The database was busy (a lock held by another writer, no free connection): nothing was written; send again after Retry-After':
    'La base de données était occupée (un verrou tenu par un autre rédacteur, aucune connexion libre) : rien n’a été écrit ; renvoyer après Retry-After',
  'Seconds until the client may try again':
    'Secondes avant que le client puisse réessayer',
  'Strong validator: a digest of the body; send it back in If-None-Match':
    'Validateur fort : une empreinte du corps ; le renvoyer dans If-None-Match',
  '`public, max-age=<cacheMaxAge>` without credentials, `private, no-store` with an Authorization header':
    '`public, max-age=<cacheMaxAge>` sans identifiants, `private, no-store` avec un en-tête Authorization',
  'Not Modified: If-None-Match names the current ETag (no body)':
    'Non modifié : If-None-Match nomme l’ETag actuel (sans corps)',
  'Get an event by ID':
    'Obtenir un événement par ID',
  'Numeric ID of the event, in any language':
    'ID numérique de l’événement, dans n’importe quelle langue',
  'The password of a protected record; not needed to delete it':
    'Le mot de passe d’un enregistrement protégé ; inutile pour le supprimer',
  'Unlocks a record protected by this password':
    'Déverrouille un enregistrement protégé par ce mot de passe',
  '`view`, `embed` or `edit` (WordPress); callers who may edit the record see it unblanked in any context':
    '`view`, `embed` ou `edit` (WordPress) ; les appelants autorisés à modifier l’enregistrement le voient en clair dans tous les cas',
  'The event':
    'L’événement',
  'Update an event by ID: only the fields sent change':
    'Modifier un événement par ID : seuls les champs envoyés changent',
  'The updated event':
    'L’événement modifié',
  'Move an event to the trash by ID':
    'Mettre un événement à la corbeille par ID',
  'The event, moved to the trash':
    'L’événement, mis à la corbeille',
  'Already in the trash':
    'Déjà à la corbeille',
  'Get an event by slug':
    'Obtenir un événement par slug',
  'Slug of the event, in the language of the request':
    'Slug de l’événement, dans la langue de la requête',
  'Update an event by slug: only the fields sent change':
    'Modifier un événement par slug : seuls les champs envoyés changent',
  'Move an event to the trash by slug':
    'Mettre un événement à la corbeille par slug',
  'The events as an iCalendar feed for calendar apps (every match, not a page)':
    'Les événements en flux iCalendar pour les applications d’agenda (toutes les correspondances, pas une page)',
  'Get an event as iCalendar by ID':
    'Obtenir un événement en iCalendar par ID',
  'Get an event as iCalendar by slug':
    'Obtenir un événement en iCalendar par slug',
  'An iCalendar document (RFC 5545), lines folded':
    'Un document iCalendar (RFC 5545), lignes repliées',
  'Present when the feed stopped at the most events a feed holds (feedMaxEvents): that number':
    'Présent quand le flux s’est arrêté au nombre maximal d’événements d’un flux (feedMaxEvents) : ce nombre',
  "Which occurrences of a series the delete trashes (extension): this one, this and the following, or all; default all for the first occurrence (the whole series), this for the others":
    "Les occurrences d’une série que la suppression met à la corbeille (extension) : celle-ci, celle-ci et les suivantes, ou toutes ; par défaut toutes pour la première occurrence (toute la série), celle-ci pour les autres",
  "true (default): one VEVENT per occurrence of a recurring series, as the original shows them; false: one VEVENT per series with its RRULE, RDATE and EXDATE, and an override (RECURRENCE-ID) per date changed on its own":
    "true (par défaut) : un VEVENT par occurrence d’une série récurrente, comme l’original les montre ; false : un VEVENT par série avec ses RRULE, RDATE et EXDATE, et une exception (RECURRENCE-ID) par date modifiée seule",
};
