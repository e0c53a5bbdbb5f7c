import type { Catalog } from '..';

/** French: visitors' submissions (issue 36): the challenge, the submission, the private link. */
export const submissions: Catalog = {
  'A new challenge, signed and expiring': 'Un nouveau défi, signé et à durée limitée',
  'A proof-of-work challenge (ALTCHA) to solve before submitting an event': 'Un défi de preuve de travail (ALTCHA) à résoudre avant de proposer un événement',
  "A submission, through its submitter's private link": 'Une proposition, par le lien privé de la personne qui l’a envoyée',
  "Change a submitted event through the submitter's private link: it goes back to review":
    'Modifier un événement proposé par le lien privé de la personne qui l’a envoyé : il repart en relecture',
  'Events proposed by visitors: a challenge, the submission, the private link': 'Événements proposés par les visiteurs : un défi, la proposition, le lien privé',
  'Leave empty (a field people never see)': 'À laisser vide (un champ que personne ne voit)',
  'Propose an event: it waits in Pending review until an editor publishes it': 'Proposer un événement : il attend en relecture jusqu’à ce qu’un éditeur le publie',
  'The SHA-256 (hex) of the salt followed by the hidden number': 'Le SHA-256 (hexadécimal) du sel suivi du nombre caché',
  'The changed submission': 'La proposition modifiée',
  'The fields of the event to change (only the body is read)': 'Les champs de l’événement à modifier (seul le corps est lu)',
  'The language of the event and of the messages (a wire code); default the request language':
    'La langue de l’événement et des messages (un code de langue) ; par défaut celle de la requête',
  'The largest number the challenge may hide': 'Le plus grand nombre que le défi peut cacher',
  'The proposed event and its submitter (only the body is read)': 'L’événement proposé et la personne qui le propose (seul le corps est lu)',
  'The reference of the submission (never its private link)': 'La référence de la proposition (jamais son lien privé)',
  'The reference of the submission': 'La référence de la proposition',
  "The secret of the submitter's private link, sent to them by e-mail": 'Le secret du lien privé, envoyé par courriel à la personne qui a proposé l’événement',
  'The solved challenge (ALTCHA payload, base64 JSON) of GET /submissions/challenge; each is accepted once':
    'Le défi résolu (charge ALTCHA, JSON en base64) de GET /submissions/challenge ; chacun n’est accepté qu’une fois',
  'The submission is received': 'La proposition est reçue',
  'The submission': 'La proposition',
  'The submitted event, as the API writes an event': 'L’événement proposé, tel que l’API écrit un événement',
  "The submitter's e-mail, for the receipt, the private link and the decision; editors only":
    'Le courriel de la personne, pour l’accusé de réception, le lien privé et la décision ; visible des éditeurs seulement',
  "The submitter's name: editors see it, the public never does": 'Le nom de la personne : les éditeurs le voient, le public jamais',
  'When the private link stops working (ISO 8601)': 'Quand le lien privé cesse de fonctionner (ISO 8601)',
  'true: the submitter agrees that their name and e-mail are kept until the decision, then deleted':
    'true : la personne accepte que son nom et son courriel soient gardés jusqu’à la décision, puis effacés',
};
