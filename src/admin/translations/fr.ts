import type { FieldWords, LanguageWords } from './words';

/** The fields events, venues and organizers share (server/features/admin/layouts/types.ts `postFields`); `of`: "de l’événement". */
const postFields = (of: string): Record<string, FieldWords> => ({
  postId: ['ID de l’API', 'Identifiant stable de cette traduction dans l’API REST du calendrier, attribué automatiquement.'],
  postStatus: [
    'Statut',
    'Publié : tout le monde le voit. Planifié : publié automatiquement à sa date de publication. Brouillon et En attente de relecture : ' +
      'seuls les éditeurs le voient. Privé : seuls les éditeurs. Corbeille : retiré du calendrier ; changez de statut pour le restaurer.',
  ],
  slug: ['Slug', `La dernière partie de l’adresse web ${of} ; créée à partir du nom si elle est laissée vide.`],
  description: ['Description', `Affichée sur la page ${of}.`],
  excerpt: ['Résumé', 'Un court résumé en texte brut, affiché dans les listes.'],
  image: ['Image mise en avant'],
  website: ['Site web', `Le site web ${of}, s’il en a un (https://…).`],
  password: ['Mot de passe', 'Les visiteurs ont besoin de ce mot de passe pour voir la description et les détails. Laissez vide pour une page publique.'],
  author: ['Auteur', 'L’utilisateur qui l’a rédigé (un utilisateur de Users & Permissions : tapez une partie de son nom d’utilisateur) ; vide : aucun.'],
  postDate: ['Date de publication', 'Dans le fuseau horaire du site. Pour le statut Planifié, le moment de la publication ; renseignée automatiquement si elle est vide.'],
  globalIdLineage: ['ID importés (avancé)', 'Les identifiants de cet élément dans les calendriers d’où il a été importé. Conservés par les importations ; à laisser tels quels.'],
});

/** Categories' and tags' fields (server/features/admin/layouts/terms.ts); `of`: "de la catégorie", `withIt`: "avec cette catégorie". */
const termFields = (of: string, withIt: string): Record<string, FieldWords> => ({
  termId: ['ID de l’API', 'Identifiant stable de cette traduction dans l’API REST du calendrier, attribué automatiquement.'],
  eventCount: ['Événements publiés', `Compté automatiquement : les événements publiés ${withIt}.`],
  name: ['Nom'],
  slug: ['Slug', `La dernière partie de l’adresse web ${of} ; créée à partir du nom si elle est laissée vide.`],
  description: ['Description'],
  events: ['Événements'],
});

const showMap = (where: string): FieldWords => ['Afficher la carte', `Affiche une carte du lieu sur ${where}.`];
const showMapLink: FieldWords = ['Afficher le lien vers la carte', 'Affiche un lien vers une carte du lieu.'];
const keptByImports = 'Conservé par les importations ; à laisser tel quel.';

export const fr: LanguageWords = {
  names: {
    'api::event.event': 'Événement',
    'api::venue.venue': 'Lieu',
    'api::organizer.organizer': 'Organisateur',
    'api::event-category.event-category': 'Catégorie',
    'api::event-tag.event-tag': 'Étiquette',
  },
  fields: {
    'api::event.event': {
      ...postFields('de l’événement'),
      title: ['Titre'],
      startDate: ['Début', 'Date et heure dans le fuseau horaire de l’événement.'],
      endDate: ['Fin', 'Date et heure dans le fuseau horaire de l’événement.'],
      timezone: ['Fuseau horaire', 'Le fuseau des heures de début et de fin ; celui du site, sauf si vous en choisissez un autre.'],
      allDay: ['Toute la journée', 'Du début du premier jour à la fin du dernier : sans heures.'],
      recurrence: [
        'Répétition',
        'Fait de cet événement une série : un événement par date, chacun modifiable séparément. Sur une date d’une série : les dates auxquelles une modification s’applique.',
      ],
      venues: ['Lieu', 'Où se déroule l’événement (un seul lieu).'],
      organizers: ['Organisateurs', 'Qui l’organise, dans l’ordre affiché.'],
      categories: ['Catégories'],
      tags: ['Étiquettes'],
      cost: ['Prix', 'Tel qu’affiché aux visiteurs : « 15 », « 10 – 20 » ou « 0 » pour gratuit.'],
      currencySymbol: ['Symbole monétaire', 'Par exemple € ou $.'],
      currencyPosition: ['Position du symbole', 'Le symbole avant ou après le montant.'],
      currencyCode: ['Code de la devise', 'Code ISO 4217, par exemple EUR.'],
      featured: ['À la une', 'Mis en avant dans les listes et les widgets.'],
      sticky: ['Épinglé en vue mensuelle', 'Affiché en premier à sa date dans la vue mensuelle.'],
      hideFromListings: ['Masquer des listes d’événements', 'Accessible par son lien, mais absent des listes d’événements.'],
      showMap: showMap('la page de l’événement'),
      showMapLink,
      parentEvent: ['Série (avancé)', `L’événement récurrent auquel appartient cette occurrence. ${keptByImports}`],
      childEvents: ['Occurrences (avancé)', 'Les occurrences de cet événement récurrent. Conservées par les importations ; à laisser telles quelles.'],
      customFields: ['Champs supplémentaires (avancé)', 'Champs supplémentaires importés de WordPress, en JSON. Conservés par les importations ; à laisser tels quels.'],
    },
    'api::venue.venue': {
      ...postFields('du lieu'),
      name: ['Nom'],
      address: ['Adresse'],
      city: ['Ville'],
      zip: ['Code postal'],
      state: ['État', 'Pour les adresses aux États-Unis.'],
      province: ['Province ou région'],
      country: ['Pays'],
      stateprovince: ['État ou province affiché', 'Repris de État (États-Unis) ou de Province s’il est laissé vide.'],
      phone: ['Téléphone'],
      latitude: ['Latitude', 'En degrés, de -90 (sud) à 90 (nord). « Emplacement », à côté du formulaire, l’ouvre sur une carte.'],
      longitude: ['Longitude', 'En degrés, de -180 (ouest) à 180 (est).'],
      showMap: showMap('les pages de ses événements'),
      showMapLink,
      events: ['Événements dans ce lieu'],
    },
    'api::organizer.organizer': {
      ...postFields('de l’organisateur'),
      name: ['Nom'],
      email: ['Adresse e-mail'],
      phone: ['Téléphone'],
      events: ['Événements organisés'],
    },
    'api::event-category.event-category': {
      ...termFields('de la catégorie', 'avec cette catégorie'),
      parent: ['Catégorie parente'],
      children: ['Sous-catégories'],
    },
    'api::event-tag.event-tag': termFields('de l’étiquette', 'avec cette étiquette'),
  },
  values: {
    publish: 'Publié',
    future: 'Planifié',
    draft: 'Brouillon',
    pending: 'En attente de relecture',
    private: 'Privé',
    trash: 'Corbeille',
    prefix: 'Avant le montant',
    postfix: 'Après le montant',
  },
  strapi: {
    'content-manager.plugin.name': 'Gestionnaire de contenu',
    'content-manager.preview.panel.title': 'Aperçu',
    'content-manager.preview.panel.button': 'Ouvrir l’aperçu',
    'search.placeholder': 'Rechercher',
    User: 'Utilisateur',
    'app.components.MediaLibraryBanner.intro': 'Découvrez la nouvelle médiathèque ',
    'app.components.MediaLibraryBanner.text.enabled': 'Vous utilisez désormais la version remaniée.',
    'app.components.MediaLibraryBanner.text': 'Consultez la documentation pour savoir comment passer à la nouvelle.',
    'app.components.MediaLibraryBanner.button': 'Documentation',
    'app.components.MediaLibraryBanner.button.enabled': 'Lire l’article',
    'app.components.MediaLibraryBanner.close': 'Fermer le bandeau.',
    'i18n.list-view.table.header.label': 'Disponible en',
  },
};
