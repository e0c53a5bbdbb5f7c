import type { Catalog } from '..';

/** European Portuguese: the document, its tags, the namespace index and the error answers. */
export const general: Catalog = {
  'The Events Calendar REST API':
    'API REST do The Events Calendar',
  'The Events Calendar REST API allows accessing upcoming events information easily and conveniently. This service is wire-compatible with it and answers in several languages.':
    'A API REST do The Events Calendar dá acesso fácil e cómodo às informações sobre os próximos eventos. Este serviço é compatível com ela na comunicação e responde em várias línguas.',
  'The description of the interface: the namespace index and this document':
    'A descrição da interface: o índice do espaço de nomes e este documento',
  'Calendar events':
    'Eventos do calendário',
  'Venues of events':
    'Locais dos eventos',
  'Organizers of events':
    'Organizadores dos eventos',
  'Event categories (hierarchical)':
    'Categorias de eventos (hierárquicas)',
  'Event tags':
    'Etiquetas de eventos',
  'Describe the namespace: its routes and their arguments':
    'Descrever o espaço de nomes: as suas rotas e os respetivos argumentos',
  'The namespace to describe; only this one exists':
    'O espaço de nomes a descrever; só existe este',
  'Scope of the request (WordPress core); has no effect here':
    'Âmbito do pedido (núcleo do WordPress); aqui não tem efeito',
  'Language of the descriptions':
    'Língua das descrições',
  'The namespace index':
    'O índice do espaço de nomes',
  'Invalid or missing parameters, or data the service refuses':
    'Parâmetros inválidos ou em falta, ou dados que o serviço recusa',
  'No valid credentials: the action needs an API token or a signed-in user':
    'Sem credenciais válidas: a ação precisa de um token de API ou de um utilizador com sessão iniciada',
  'The credentials do not allow this action, or the record may not be shown':
    'As credenciais não permitem esta ação, ou o registo não pode ser mostrado',
  'Not found':
    'Não encontrado',
  'Internal error':
    'Erro interno',
  'This OpenAPI document':
    'Este documento OpenAPI',
  'Language of the answer: one of the served language codes; default: the language root, else the site language':
    'Língua da resposta: um dos códigos de língua servidos; por omissão: a raiz de língua, senão a língua do site',
  'This document':
    'Este documento',
  'The embeddable calendar: a JavaScript module that defines the <event-calendar> element':
    'O calendário incorporável: um módulo JavaScript que define o elemento <event-calendar>',
  'The script, an ECMAScript module (docs/public-calendar.md "The public calendar")':
    'O script, um módulo ECMAScript (README «The public calendar»)',
  'A Strapi API token, the JWT of a signed-in user (users-permissions), or an application password':
    'Um token de API do Strapi, o JWT de um utilizador com sessão iniciada (users-permissions) ou uma palavra-passe de aplicação',
  "A user's application password: the user name or e-mail and the password, as WordPress clients send them":
    'A palavra-passe de aplicação de um utilizador: o nome de utilizador ou o e-mail e a palavra-passe, como os clientes do WordPress os enviam',
};
