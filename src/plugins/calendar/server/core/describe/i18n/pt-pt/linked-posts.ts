import type { Catalog } from '..';

/** European Portuguese: the venue and organizer routes. */
export const linkedPosts: Catalog = {
  'List the venues':
    'Listar os locais',
  'Records with every word of this text in one of their fields (name, description, address, phone...)':
    'Registos com todas as palavras deste texto num dos seus campos (nome, descrição, morada, telefone…)',
  'Only the ones linked to the event with this ID':
    'Só os ligados ao evento com este ID',
  'A truthy value (`1`, `true`, `yes`): only the ones linked to an event; any other value: only the others':
    'Um valor verdadeiro (`1`, `true`, `yes`): só os ligados a um evento; qualquer outro valor: só os restantes',
  'A truthy value: only the ones linked to an event that has not started yet':
    'Um valor verdadeiro: só os ligados a um evento que ainda não começou',
  'Post statuses to list, as CSV; only `publish` without the right to edit this resource':
    'Estados de publicação a listar, em CSV; só `publish` sem o direito de editar este recurso',
  'Shows the records protected by this password unblanked':
    'Mostra sem ocultação os registos protegidos por esta palavra-passe',
  'A page of venues':
    'Uma página de locais',
  'Create a venue':
    'Criar um local',
  'The created venue':
    'O local criado',
  'Get a venue by ID':
    'Obter um local por ID',
  'Numeric ID of the venue, in any language':
    'ID numérico do local, em qualquer língua',
  'The venue':
    'O local',
  'Update a venue by ID: only the fields sent change':
    'Atualizar um local por ID: só mudam os campos enviados',
  'The updated venue':
    'O local atualizado',
  'Move a venue to the trash by ID':
    'Mover um local para o lixo por ID',
  'The venue, moved to the trash':
    'O local, movido para o lixo',
  'Get a venue by slug':
    'Obter um local por slug',
  'Slug of the venue, in the language of the request':
    'Slug do local, na língua do pedido',
  'Update a venue by slug: only the fields sent change':
    'Atualizar um local por slug: só mudam os campos enviados',
  'Move a venue to the trash by slug':
    'Mover um local para o lixo por slug',
  'List the organizers':
    'Listar os organizadores',
  'A page of organizers':
    'Uma página de organizadores',
  'Create an organizer':
    'Criar um organizador',
  'The created organizer':
    'O organizador criado',
  'Get an organizer by ID':
    'Obter um organizador por ID',
  'Numeric ID of the organizer, in any language':
    'ID numérico do organizador, em qualquer língua',
  'The organizer':
    'O organizador',
  'Update an organizer by ID: only the fields sent change':
    'Atualizar um organizador por ID: só mudam os campos enviados',
  'The updated organizer':
    'O organizador atualizado',
  'Move an organizer to the trash by ID':
    'Mover um organizador para o lixo por ID',
  'The organizer, moved to the trash':
    'O organizador, movido para o lixo',
  'Get an organizer by slug':
    'Obter um organizador por slug',
  'Slug of the organizer, in the language of the request':
    'Slug do organizador, na língua do pedido',
  'Update an organizer by slug: only the fields sent change':
    'Atualizar um organizador por slug: só mudam os campos enviados',
  'Move an organizer to the trash by slug':
    'Mover um organizador para o lixo por slug',
};
