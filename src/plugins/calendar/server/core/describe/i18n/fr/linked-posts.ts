import type { Catalog } from '..';

/** French: the venue and organizer routes. */
export const linkedPosts: Catalog = {
  'List the venues':
    'Lister les lieux',
  'Records with every word of this text in one of their fields (name, description, address, phone...)':
    'Enregistrements ayant chaque mot de ce texte dans l’un de leurs champs (nom, description, adresse, téléphone…)',
  'Only the ones linked to the event with this ID':
    'Seulement ceux liés à l’événement ayant cet ID',
  'A truthy value (`1`, `true`, `yes`): only the ones linked to an event; any other value: only the others':
    'Une valeur vraie (`1`, `true`, `yes`) : seulement ceux liés à un événement ; toute autre valeur : seulement les autres',
  'A truthy value: only the ones linked to an event that has not started yet':
    'Une valeur vraie : seulement ceux liés à un événement qui n’a pas encore commencé',
  'Post statuses to list, as CSV; only `publish` without the right to edit this resource':
    'Statuts de publication à lister, en CSV ; seulement `publish` sans le droit de modifier cette ressource',
  'Shows the records protected by this password unblanked':
    'Montre en clair les enregistrements protégés par ce mot de passe',
  'A page of venues':
    'Une page de lieux',
  'Create a venue':
    'Créer un lieu',
  'The created venue':
    'Le lieu créé',
  'Get a venue by ID':
    'Obtenir un lieu par ID',
  'Numeric ID of the venue, in any language':
    'ID numérique du lieu, dans n’importe quelle langue',
  'The venue':
    'Le lieu',
  'Update a venue by ID: only the fields sent change':
    'Modifier un lieu par ID : seuls les champs envoyés changent',
  'The updated venue':
    'Le lieu modifié',
  'Move a venue to the trash by ID':
    'Mettre un lieu à la corbeille par ID',
  'The venue, moved to the trash':
    'Le lieu, mis à la corbeille',
  'Get a venue by slug':
    'Obtenir un lieu par slug',
  'Slug of the venue, in the language of the request':
    'Slug du lieu, dans la langue de la requête',
  'Update a venue by slug: only the fields sent change':
    'Modifier un lieu par slug : seuls les champs envoyés changent',
  'Move a venue to the trash by slug':
    'Mettre un lieu à la corbeille par slug',
  'List the organizers':
    'Lister les organisateurs',
  'A page of organizers':
    'Une page d’organisateurs',
  'Create an organizer':
    'Créer un organisateur',
  'The created organizer':
    'L’organisateur créé',
  'Get an organizer by ID':
    'Obtenir un organisateur par ID',
  'Numeric ID of the organizer, in any language':
    'ID numérique de l’organisateur, dans n’importe quelle langue',
  'The organizer':
    'L’organisateur',
  'Update an organizer by ID: only the fields sent change':
    'Modifier un organisateur par ID : seuls les champs envoyés changent',
  'The updated organizer':
    'L’organisateur modifié',
  'Move an organizer to the trash by ID':
    'Mettre un organisateur à la corbeille par ID',
  'The organizer, moved to the trash':
    'L’organisateur, mis à la corbeille',
  'Get an organizer by slug':
    'Obtenir un organisateur par slug',
  'Slug of the organizer, in the language of the request':
    'Slug de l’organisateur, dans la langue de la requête',
  'Update an organizer by slug: only the fields sent change':
    'Modifier un organisateur par slug : seuls les champs envoyés changent',
  'Move an organizer to the trash by slug':
    'Mettre un organisateur à la corbeille par slug',
};
