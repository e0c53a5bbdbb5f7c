import type { Catalog } from '..';

/** French: the category and tag routes. */
export const terms: Catalog = {
  'List the categories':
    'Lister les catégories',
  'Terms whose name or slug contains this text':
    'Termes dont le nom ou le slug contient ce texte',
  'Leave out these terms: IDs or slugs, a list or CSV':
    'Exclure ces termes : ID ou slugs, en liste ou CSV',
  'Only these terms: IDs or slugs, a list or CSV':
    'Seulement ces termes : ID ou slugs, en liste ou CSV',
  'Sort direction: ascending (default) or descending':
    'Sens du tri : croissant (par défaut) ou décroissant',
  'Term attribute to sort by; default: the name':
    'Attribut du terme servant au tri ; par défaut : le nom',
  'Whether to hide the terms of no published event':
    'Si les termes d’aucun événement publié sont masqués',
  'Only the terms of the event with this ID':
    'Seulement les termes de l’événement ayant cet ID',
  'Alias of `post`; wins when both are sent':
    'Alias de `post` ; l’emporte quand les deux sont envoyés',
  'Only the term with this slug':
    'Seulement le terme ayant ce slug',
  'Only the direct children of the category with this ID':
    'Seulement les enfants directs de la catégorie ayant cet ID',
  'A page of categories':
    'Une page de catégories',
  'Create a category':
    'Créer une catégorie',
  'The created category':
    'La catégorie créée',
  'REST URL of the created term':
    'URL REST du terme créé',
  'Get a category by ID':
    'Obtenir une catégorie par ID',
  'Numeric ID of the category, in any language':
    'ID numérique de la catégorie, dans n’importe quelle langue',
  'The category':
    'La catégorie',
  'Update a category by ID: only the fields sent change':
    'Modifier une catégorie par ID : seuls les champs envoyés changent',
  'The updated category':
    'La catégorie modifiée',
  'Delete a category for good':
    'Supprimer définitivement une catégorie',
  'The deleted category, as it was':
    'La catégorie supprimée, telle qu’elle était',
  'List the tags':
    'Lister les étiquettes',
  'A page of tags':
    'Une page d’étiquettes',
  'Create a tag':
    'Créer une étiquette',
  'The created tag':
    'L’étiquette créée',
  'Get a tag by ID':
    'Obtenir une étiquette par ID',
  'Numeric ID of the tag, in any language':
    'ID numérique de l’étiquette, dans n’importe quelle langue',
  'The tag':
    'L’étiquette',
  'Update a tag by ID: only the fields sent change':
    'Modifier une étiquette par ID : seuls les champs envoyés changent',
  'The updated tag':
    'L’étiquette modifiée',
  'Delete a tag for good':
    'Supprimer définitivement une étiquette',
  'The deleted tag, as it was':
    'L’étiquette supprimée, telle qu’elle était',
};
