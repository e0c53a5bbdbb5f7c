import type { Catalog } from '..';

/** French: the document, its tags, the namespace index and the error answers. */
export const general: Catalog = {
  'The Events Calendar REST API':
    'API REST de The Events Calendar',
  'The Events Calendar REST API allows accessing upcoming events information easily and conveniently. This service is wire-compatible with it and answers in several languages.':
    'L’API REST de The Events Calendar donne accès simplement et commodément aux informations sur les événements à venir. Ce service lui est compatible au niveau des échanges et répond en plusieurs langues.',
  'The description of the interface: the namespace index and this document':
    'La description de l’interface : l’index de l’espace de noms et ce document',
  'Calendar events':
    'Événements du calendrier',
  'Venues of events':
    'Lieux des événements',
  'Organizers of events':
    'Organisateurs des événements',
  'Event categories (hierarchical)':
    'Catégories d’événements (hiérarchiques)',
  'Event tags':
    'Étiquettes d’événements',
  'Describe the namespace: its routes and their arguments':
    'Décrire l’espace de noms : ses routes et leurs arguments',
  'The namespace to describe; only this one exists':
    'L’espace de noms à décrire ; seul celui-ci existe',
  'Scope of the request (WordPress core); has no effect here':
    'Portée de la requête (cœur de WordPress) ; sans effet ici',
  'Language of the descriptions':
    'Langue des descriptions',
  'The namespace index':
    'L’index de l’espace de noms',
  'Invalid or missing parameters, or data the service refuses':
    'Paramètres invalides ou manquants, ou données refusées par le service',
  'No valid credentials: the action needs an API token or a signed-in user':
    'Pas d’identifiants valides : l’action demande un jeton d’API ou un utilisateur connecté',
  'The credentials do not allow this action, or the record may not be shown':
    'Les identifiants ne permettent pas cette action, ou l’enregistrement ne peut pas être montré',
  'Not found':
    'Introuvable',
  'Internal error':
    'Erreur interne',
  'This OpenAPI document':
    'Ce document OpenAPI',
  'Language of the answer: one of the served language codes; default: the language root, else the site language':
    'Langue de la réponse : l’un des codes de langue servis ; par défaut : la racine de langue, sinon la langue du site',
  'This document':
    'Ce document',
  'The embeddable calendar: a JavaScript module that defines the <event-calendar> element':
    'Le calendrier à intégrer : un module JavaScript qui définit l’élément <event-calendar>',
  'The script, an ECMAScript module (docs/public-calendar.md "The public calendar")':
    'Le script, un module ECMAScript (README « The public calendar »)',
  'A Strapi API token, the JWT of a signed-in user (users-permissions), or an application password':
    'Un jeton d’API Strapi, le JWT d’un utilisateur connecté (users-permissions) ou un mot de passe d’application',
  "A user's application password: the user name or e-mail and the password, as WordPress clients send them":
    'Le mot de passe d’application d’un utilisateur : son nom d’utilisateur ou son e-mail et le mot de passe, comme les clients de WordPress les envoient',
};
