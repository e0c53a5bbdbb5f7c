import type { Catalog } from '..';

/** European Portuguese: the category and tag routes. */
export const terms: Catalog = {
  'List the categories':
    'Listar as categorias',
  'Terms whose name or slug contains this text':
    'Termos cujo nome ou slug contém este texto',
  'Leave out these terms: IDs or slugs, a list or CSV':
    'Excluir estes termos: IDs ou slugs, em lista ou CSV',
  'Only these terms: IDs or slugs, a list or CSV':
    'Só estes termos: IDs ou slugs, em lista ou CSV',
  'Sort direction: ascending (default) or descending':
    'Sentido da ordenação: ascendente (por omissão) ou descendente',
  'Term attribute to sort by; default: the name':
    'Atributo do termo pelo qual ordenar; por omissão: o nome',
  'Whether to hide the terms of no published event':
    'Se os termos sem nenhum evento publicado ficam ocultos',
  'Only the terms of the event with this ID':
    'Só os termos do evento com este ID',
  'Alias of `post`; wins when both are sent':
    'Sinónimo de `post`; prevalece quando ambos são enviados',
  'Only the term with this slug':
    'Só o termo com este slug',
  'Only the direct children of the category with this ID':
    'Só os filhos diretos da categoria com este ID',
  'A page of categories':
    'Uma página de categorias',
  'Create a category':
    'Criar uma categoria',
  'The created category':
    'A categoria criada',
  'REST URL of the created term':
    'URL REST do termo criado',
  'Get a category by ID':
    'Obter uma categoria por ID',
  'Numeric ID of the category, in any language':
    'ID numérico da categoria, em qualquer língua',
  'The category':
    'A categoria',
  'Update a category by ID: only the fields sent change':
    'Atualizar uma categoria por ID: só mudam os campos enviados',
  'The updated category':
    'A categoria atualizada',
  'Delete a category for good':
    'Eliminar uma categoria definitivamente',
  'The deleted category, as it was':
    'A categoria eliminada, tal como estava',
  'List the tags':
    'Listar as etiquetas',
  'A page of tags':
    'Uma página de etiquetas',
  'Create a tag':
    'Criar uma etiqueta',
  'The created tag':
    'A etiqueta criada',
  'Get a tag by ID':
    'Obter uma etiqueta por ID',
  'Numeric ID of the tag, in any language':
    'ID numérico da etiqueta, em qualquer língua',
  'The tag':
    'A etiqueta',
  'Update a tag by ID: only the fields sent change':
    'Atualizar uma etiqueta por ID: só mudam os campos enviados',
  'The updated tag':
    'A etiqueta atualizada',
  'Delete a tag for good':
    'Eliminar uma etiqueta definitivamente',
  'The deleted tag, as it was':
    'A etiqueta eliminada, tal como estava',
};
