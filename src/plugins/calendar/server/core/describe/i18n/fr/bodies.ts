import type { Catalog } from '..';

/** French: the write bodies. */
export const bodies: Catalog = {
  'The fields of the new event; query-string parameters are read too, the body wins':
    'Les champs du nouvel événement ; les paramètres de la chaîne de requête sont lus aussi, le corps l’emporte',
  'ID of the event author (a user of the site)':
    'ID de l’auteur de l’événement (un utilisateur du site)',
  'Publication date of the event: a date-time string or a Unix timestamp':
    'Date de publication de l’événement : une date et heure en texte ou un horodatage Unix',
  'Publication date of the event in UTC: a date-time string or a Unix timestamp':
    'Date de publication de l’événement en UTC : une date et heure en texte ou un horodatage Unix',
  'The event title; not empty':
    'Le titre de l’événement ; non vide',
  'The event description (HTML); not empty when sent':
    'La description de l’événement (HTML) ; non vide si elle est envoyée',
  'The event slug; not empty when sent':
    'Le slug de l’événement ; non vide s’il est envoyé',
  'The event excerpt; not empty when sent':
    'L’extrait de l’événement ; non vide s’il est envoyé',
  'Post status of the event; default: `publish` for callers who may publish':
    'Statut de publication de l’événement ; par défaut : `publish` pour les appelants autorisés à publier',
  'Event time zone: an IANA name or a `UTC+N` offset; `""` means the site time zone':
    'Fuseau horaire de l’événement : un nom IANA ou un décalage `UTC+N` ; `""` désigne le fuseau horaire du site',
  'Whether the event lasts whole days (start at 00:00:00, end at 23:59:59); default false':
    'Si l’événement dure des journées entières (début à 00:00:00, fin à 23:59:59) ; false par défaut',
  'Start date and time, read in `timezone` (else the site time zone): a date-time, a phrase, a timestamp':
    'Date et heure de début, lues dans `timezone` (sinon le fuseau horaire du site) : une date et heure, une expression, un horodatage',
  'End date and time, read like `start_date`; not before the start':
    'Date et heure de fin, lues comme `start_date` ; pas avant le début',
  'Featured image: an attachment ID or an image URL; empty removes it':
    'Image mise en avant : un ID de pièce jointe ou l’URL d’une image ; vide la retire',
  'Event cost as text (`"20$"`, `"Free"`); a list of prices is kept as a range':
    'Coût de l’événement en texte (`"20$"`, `"Free"`) ; une liste de prix est conservée comme une fourchette',
  'Event website URL; `""` clears it':
    'URL du site web de l’événement ; `""` l’efface',
  'Whether the event shows a map':
    'Si l’événement affiche une carte',
  'Whether the event shows a map link':
    'Si l’événement affiche un lien vers une carte',
  'Whether the event is hidden from the calendar listings':
    'Si l’événement est masqué dans les listes du calendrier',
  'Whether the event is featured on the site':
    'Si l’événement est mis en avant sur le site',
  'Category IDs and/or names (a list or CSV); unknown names are created; `""` removes all':
    'ID et/ou noms de catégories (en liste ou CSV) ; les noms inconnus sont créés ; `""` les retire toutes',
  'Tag IDs and/or names (a list or CSV); unknown names are created; `""` removes all':
    'ID et/ou noms d’étiquettes (en liste ou CSV) ; les noms inconnus sont créés ; `""` les retire toutes',
  'The venue: an ID, `{ "id": ID }`, or the fields of a venue to create; empty for none':
    'Le lieu : un ID, `{ "id": ID }`, ou les champs d’un lieu à créer ; vide pour aucun',
  'Extension: the venues by ID, in order: a list that replaces them all (several venues, as the admin allows; `[]` unlinks every venue); wins over `venue`':
    'Extension : les lieux par ID, dans l’ordre : une liste qui les remplace tous (plusieurs lieux, comme l’admin le permet ; `[]` retire tous les lieux) ; l’emporte sur `venue`',
  'Organizers in order: IDs (a list or CSV), `{ "id": ID }`, or organizers to create':
    'Les organisateurs dans l’ordre : des ID (en liste ou CSV), `{ "id": ID }`, ou des organisateurs à créer',
  'Language of the event: one of the served language codes; default: the site language':
    'Langue de l’événement : l’un des codes de langue servis ; par défaut : la langue du site',
  'Create the event as the translation, in `ml_language`, of the record with this ID (extension)':
    'Créer l’événement comme traduction, dans `ml_language`, de l’enregistrement ayant cet ID (extension)',
  'Password protecting the event; `""` removes the protection':
    'Mot de passe protégeant l’événement ; `""` retire la protection',
  'The fields to change; query-string parameters are read too, the body wins':
    'Les champs à modifier ; les paramètres de la chaîne de requête sont lus aussi, le corps l’emporte',
  'The fields of the new venue; query-string parameters are read too, the body wins':
    'Les champs du nouveau lieu ; les paramètres de la chaîne de requête sont lus aussi, le corps l’emporte',
  'ID of the venue author (a user of the site)':
    'ID de l’auteur du lieu (un utilisateur du site)',
  'Publication date of the venue: a date-time string or a Unix timestamp':
    'Date de publication du lieu : une date et heure en texte ou un horodatage Unix',
  'Publication date of the venue in UTC: a date-time string or a Unix timestamp':
    'Date de publication du lieu en UTC : une date et heure en texte ou un horodatage Unix',
  'The venue name; not empty':
    'Le nom du lieu ; non vide',
  'The venue description (HTML); `""` clears it':
    'La description du lieu (HTML) ; `""` l’efface',
  'Post status of the venue; default: `publish` for callers who may publish':
    'Statut de publication du lieu ; par défaut : `publish` pour les appelants autorisés à publier',
  'Whether events at the venue show a map: a truthy string (`"true"`, `"1"`); not a JSON boolean':
    'Si les événements du lieu affichent une carte : une chaîne vraie (`"true"`, `"1"`), pas un booléen JSON',
  'Whether events at the venue show a map link: a truthy string; not a JSON boolean':
    'Si les événements du lieu affichent un lien vers une carte : une chaîne vraie, pas un booléen JSON',
  'The venue street address; `""` clears it':
    'L’adresse postale du lieu ; `""` l’efface',
  'The venue city; `""` clears it':
    'La ville du lieu ; `""` l’efface',
  'The venue country; `""` clears it':
    'Le pays du lieu ; `""` l’efface',
  'The venue province (outside the United States); `""` clears it':
    'La province du lieu (hors États-Unis) ; `""` l’efface',
  'The venue state (United States); `""` clears it':
    'L’État du lieu (États-Unis) ; `""` l’efface',
  'The venue postal code; `""` clears it':
    'Le code postal du lieu ; `""` l’efface',
  'The venue phone number; `""` clears it':
    'Le numéro de téléphone du lieu ; `""` l’efface',
  'State or province; when not sent or `""`, derived from `state` or `province`':
    'État ou province ; s’il n’est pas envoyé ou vaut `""`, déduit de `state` ou de `province`',
  'Website URL; `""` clears it':
    'URL du site web ; `""` l’efface',
  'Language of the venue: one of the served language codes; default: the site language':
    'Langue du lieu : l’un des codes de langue servis ; par défaut : la langue du site',
  'Create the venue as the translation, in `ml_language`, of the record with this ID (extension)':
    'Créer le lieu comme traduction, dans `ml_language`, de l’enregistrement ayant cet ID (extension)',
  'Password protecting the venue; `""` removes the protection':
    'Mot de passe protégeant le lieu ; `""` retire la protection',
  'Latitude in degrees, for geolocation (extension); `""` clears it':
    'Latitude en degrés, pour la géolocalisation (extension) ; `""` l’efface',
  'Longitude in degrees, for geolocation (extension); `""` clears it':
    'Longitude en degrés, pour la géolocalisation (extension) ; `""` l’efface',
  'The fields of the new organizer; query-string parameters are read too, the body wins':
    'Les champs du nouvel organisateur ; les paramètres de la chaîne de requête sont lus aussi, le corps l’emporte',
  'ID of the organizer author (a user of the site)':
    'ID de l’auteur de l’organisateur (un utilisateur du site)',
  'Publication date of the organizer: a date-time string or a Unix timestamp':
    'Date de publication de l’organisateur : une date et heure en texte ou un horodatage Unix',
  'Publication date of the organizer in UTC: a date-time string or a Unix timestamp':
    'Date de publication de l’organisateur en UTC : une date et heure en texte ou un horodatage Unix',
  'The organizer name; not empty':
    'Le nom de l’organisateur ; non vide',
  'The organizer description (HTML); `""` clears it':
    'La description de l’organisateur (HTML) ; `""` l’efface',
  'Post status of the organizer; default: `publish` for callers who may publish':
    'Statut de publication de l’organisateur ; par défaut : `publish` pour les appelants autorisés à publier',
  'Phone number; `""` clears it':
    'Numéro de téléphone ; `""` l’efface',
  'E-mail address (not checked); `""` clears it':
    'Adresse e-mail (non vérifiée) ; `""` l’efface',
  'Language of the organizer: one of the served language codes; default: the site language':
    'Langue de l’organisateur : l’un des codes de langue servis ; par défaut : la langue du site',
  'Create the organizer as the translation, in `ml_language`, of the record with this ID (extension)':
    'Créer l’organisateur comme traduction, dans `ml_language`, de l’enregistrement ayant cet ID (extension)',
  'Password protecting the organizer; `""` removes the protection':
    'Mot de passe protégeant l’organisateur ; `""` retire la protection',
  'The fields of the new category; query-string parameters are read too, the body wins':
    'Les champs de la nouvelle catégorie ; les paramètres de la chaîne de requête sont lus aussi, le corps l’emporte',
  'The term name; not empty, and unique in its taxonomy and language':
    'Le nom du terme ; non vide, et unique dans sa taxonomie et sa langue',
  'The category description; not empty when sent':
    'La description de la catégorie ; non vide si elle est envoyée',
  'The category slug; not empty when sent':
    'Le slug de la catégorie ; non vide s’il est envoyé',
  'Term ID of the parent category; `0` for a top-level category':
    'ID de terme de la catégorie parente ; `0` pour une catégorie de premier niveau',
  'Language of the category: one of the served language codes; default: the site language':
    'Langue de la catégorie : l’un des codes de langue servis ; par défaut : la langue du site',
  'Create the category as the translation, in `ml_language`, of the record with this ID (extension)':
    'Créer la catégorie comme traduction, dans `ml_language`, de l’enregistrement ayant cet ID (extension)',
  'The fields of the new tag; query-string parameters are read too, the body wins':
    'Les champs de la nouvelle étiquette ; les paramètres de la chaîne de requête sont lus aussi, le corps l’emporte',
  'The tag description; not empty when sent':
    'La description de l’étiquette ; non vide si elle est envoyée',
  'The tag slug; not empty when sent':
    'Le slug de l’étiquette ; non vide s’il est envoyé',
  'Language of the tag: one of the served language codes; default: the site language':
    'Langue de l’étiquette : l’un des codes de langue servis ; par défaut : la langue du site',
  'Create the tag as the translation, in `ml_language`, of the record with this ID (extension)':
    'Créer l’étiquette comme traduction, dans `ml_language`, de l’enregistrement ayant cet ID (extension)',
  "Repeat the event (extension): RFC 5545 lines as Google Calendar writes them, e.g. [\"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630\", \"EXDATE;TZID=Europe/Lisbon:20270415T190000\"]; times are wall times in the event zone; [] ends the series":
    "Répéter l’événement (extension) : lignes RFC 5545 comme Google Agenda les écrit, p. ex. [\"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630\", \"EXDATE;TZID=Europe/Lisbon:20270415T190000\"] ; les heures sont locales au fuseau de l’événement ; [] met fin à la série",
  "What a change of an occurrence applies to (extension): this one, this and the following, or all; default all for the first occurrence (the series), this for the others":
    "Ce à quoi s’applique la modification d’une occurrence (extension) : celle-ci, celle-ci et les suivantes, ou toutes ; par défaut toutes pour la première occurrence (la série), celle-ci pour les autres",
};
