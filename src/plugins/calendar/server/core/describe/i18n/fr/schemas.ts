import type { Catalog } from '..';

/** French: the response schemas. */
export const schemas: Catalog = {
  'One size of an image; empty members are left out':
    'Une taille d’une image ; les membres vides sont omis',
  'Size in bytes':
    'Taille en octets',
  'The cost, parsed':
    'Le coût, analysé',
  'Currency symbol, `""` when none':
    'Symbole monétaire, `""` s’il n’y en a pas',
  'ISO 4217 currency code, `""` when none':
    'Code de devise ISO 4217, `""` s’il n’y en a pas',
  'Where the symbol goes':
    'Où se place le symbole',
  'The prices in the cost, ascending, as numeric strings (or the slug of a cost text)':
    'Les prix du coût, par ordre croissant, en chaînes numériques (ou le slug d’un coût en texte)',
  'An event category or tag':
    'Une catégorie ou une étiquette d’événement',
  'Term ID':
    'ID du terme',
  'Number of published events with this term':
    'Nombre d’événements publiés portant ce terme',
  'WordPress taxonomy name: `tribe_events_cat` for categories, `post_tag` for tags':
    'Nom de la taxonomie WordPress : `tribe_events_cat` pour les catégories, `post_tag` pour les étiquettes',
  'Parent category ID, `0` for none; categories only':
    'ID de la catégorie parente, `0` s’il n’y en a pas ; catégories seulement',
  'Public archive page of the term':
    'Page d’archive publique du terme',
  'Language of the record (wire code)':
    'Langue de l’enregistrement (code d’échange)',
  'IDs of the translations of the record, by language code; `{}` when none':
    'ID des traductions de l’enregistrement, par code de langue ; `{}` s’il n’y en a pas',
  'A featured image; an image without dimensions has only `url`, `id` and `extension`':
    'Une image mise en avant ; une image sans dimensions n’a que `url`, `id` et `extension`',
  'Full-size URL':
    'URL en taille réelle',
  'Media ID':
    'ID du média',
  'File extension':
    'Extension du fichier',
  'The smaller sizes, by name':
    'Les tailles plus petites, par nom',
  'A date-time split into zero-padded strings':
    'Une date et heure découpée en chaînes complétées par des zéros',
  'An event. On a password-protected event the protected members are blanked: texts `""`, flags `null`, lists `[]`, image `false`; `json_ld` is on single reads only':
    'Un événement. Sur un événement protégé par mot de passe, les membres protégés sont vidés : textes `""`, indicateurs `null`, listes `[]`, image `false` ; `json_ld` seulement sur les lectures individuelles',
  'Event ID':
    'ID de l’événement',
  'Identifier of the record across sites: `<host>?id=<id>`':
    'Identifiant de l’enregistrement d’un site à l’autre : `<host>?id=<id>`',
  'The global ID, then those of the records it was imported from':
    'L’ID global, puis ceux des enregistrements dont il a été importé',
  'ID of the author, as a string (`"0"`: none)':
    'ID de l’auteur, en chaîne (`"0"` : aucun)',
  'Post status':
    'Statut de publication',
  'Publication date, site time':
    'Date de publication, heure du site',
  'Publication date, UTC':
    'Date de publication, UTC',
  'Last change, site time':
    'Dernière modification, heure du site',
  'Last change, UTC':
    'Dernière modification, UTC',
  'Public page of the event':
    'Page publique de l’événement',
  'REST URL of the event':
    'URL REST de l’événement',
  'Content, as HTML':
    'Contenu, en HTML',
  'Excerpt, as HTML':
    'Extrait, en HTML',
  'The featured image, or `false` when there is none':
    'L’image mise en avant, ou `false` s’il n’y en a pas',
  'Whether the event lasts whole days':
    'Si l’événement dure des journées entières',
  'Start, in the event time zone':
    'Début, dans le fuseau horaire de l’événement',
  'End, in the event time zone':
    'Fin, dans le fuseau horaire de l’événement',
  'Start, UTC':
    'Début, UTC',
  'End, UTC':
    'Fin, UTC',
  'IANA time zone or `UTC+N` offset of the event':
    'Fuseau horaire IANA ou décalage `UTC+N` de l’événement',
  'Abbreviation of the time zone at the start (`CET`, `-03`)':
    'Abréviation du fuseau horaire au début (`CET`, `-03`)',
  'The cost as text, with its currency symbol (`"$15"`, `"Free – $30"`); `""` when none':
    'Le coût en texte, avec son symbole monétaire (`"$15"`, `"Free – $30"`) ; `""` s’il n’y en a pas',
  'Website of the event; its public page when none was ever set':
    'Site web de l’événement ; sa page publique si aucun n’a jamais été défini',
  'Whether to show a map':
    'Si une carte est affichée',
  'Whether to show a map link':
    'Si un lien vers une carte est affiché',
  'Whether the event is hidden from the lists':
    'Si l’événement est masqué dans les listes',
  'Whether the event is pinned in the calendar view':
    'Si l’événement est épinglé dans la vue du calendrier',
  'Whether the event is featured':
    'Si l’événement est mis en avant',
  'The venue; `[]` when none, a list when several':
    'Le lieu ; `[]` s’il n’y en a pas, une liste s’il y en a plusieurs',
  'The organizers, in order':
    'Les organisateurs, dans l’ordre',
  'Additional fields with a value, by key; `[]` when none':
    'Champs supplémentaires ayant une valeur, par clé ; `[]` s’il n’y en a pas',
  'A venue. Empty members are left out; on a password-protected venue the protected ones are blanked':
    'Un lieu. Les membres vides sont omis ; sur un lieu protégé par mot de passe, les membres protégés sont vidés',
  'Venue ID':
    'ID du lieu',
  'Public page':
    'Page publique',
  'The venue name':
    'Le nom du lieu',
  'Whether events at the venue show a map':
    'Si les événements du lieu affichent une carte',
  'Whether events at the venue show a map link':
    'Si les événements du lieu affichent un lien vers une carte',
  'An organizer. Empty members are left out; on a password-protected organizer the protected ones are blanked':
    'Un organisateur. Les membres vides sont omis ; sur un organisateur protégé par mot de passe, les membres protégés sont vidés',
  'Organizer ID':
    'ID de l’organisateur',
  'The organizer name':
    'Le nom de l’organisateur',
  'A category or tag of an event':
    'Une catégorie ou une étiquette d’un événement',
  'Parent category ID, `0` for none':
    'ID de la catégorie parente, `0` s’il n’y en a pas',
  'REST URLs of a term':
    'URL REST d’un terme',
  'The parent category, when there is one':
    'La catégorie parente, s’il y en a une',
  'Hypermedia links (WordPress core style), on single-term reads and writes only':
    'Liens hypermédias (à la manière du cœur de WordPress), sur les lectures et écritures d’un seul terme',
  'A schema.org object (JSON-LD)':
    'Un objet schema.org (JSON-LD)',
  'This page, with the effective query (not URL-encoded)':
    'Cette page, avec la requête effective (non encodée en URL)',
  'The next page; absent on the last page':
    'La page suivante ; absente sur la dernière page',
  'The previous page; absent on the first page':
    'La page précédente ; absente sur la première page',
  'Number of pages, `0` when nothing matches':
    'Nombre de pages, `0` quand rien ne correspond',
  'A route: its methods, and per endpoint the arguments it takes':
    'Une route : ses méthodes et, par point d’accès, les arguments qu’il accepte',
  'An argument: whether it is required, then its JSON Schema keywords':
    'Un argument : s’il est obligatoire, puis ses mots-clés JSON Schema',
  'The routes of the namespace, by WordPress route pattern':
    'Les routes de l’espace de noms, par motif de route WordPress',
  'An error':
    'Une erreur',
  'Error code':
    'Code d’erreur',
  'Readable message':
    'Message lisible',
  'Details of the error':
    'Détails de l’erreur',
  'The HTTP status':
    'Le statut HTTP',
  'Missing parameters: their names; invalid ones: the message for each, by name':
    'Paramètres manquants : leurs noms ; paramètres invalides : le message de chacun, par nom',
  'Invalid parameters: the error of each validator that gave one, by name; `[]` when none':
    'Paramètres invalides : l’erreur de chaque validateur qui en a donné une, par nom ; `[]` s’il n’y en a pas',
  '`term_exists`: ID of the term that has the name':
    '`term_exists` : ID du terme qui porte ce nom',
  "ID of the series’ first occurrence (0 on that event itself); also on an imported occurrence outside a series":
    "ID de la première occurrence de la série (0 sur cet événement lui-même) ; aussi sur une occurrence importée hors série",
  "The series’ RFC 5545 lines (RRULE, RDATE, EXDATE), wall times in the event time zone":
    "Les lignes RFC 5545 de la série (RRULE, RDATE, EXDATE), heures locales dans le fuseau de l’événement",
  "This occurrence’s original start in the event time zone (RFC 5545 RECURRENCE-ID): `YYYY-MM-DD HH:MM:SS`, or `YYYY-MM-DD` all day":
    "Le début d’origine de cette occurrence dans le fuseau de l’événement (RECURRENCE-ID de RFC 5545) : `YYYY-MM-DD HH:MM:SS`, ou `YYYY-MM-DD` pour une journée entière",
  "Whether the occurrence was changed on its own (series changes leave it)":
    "Si l’occurrence a été modifiée seule (les changements de la série la laissent telle quelle)",
};
