import type { Catalog } from '..';

/** European Portuguese: the response schemas. */
export const schemas: Catalog = {
  'One size of an image; empty members are left out':
    'Um tamanho de uma imagem; os membros vazios são omitidos',
  'Size in bytes':
    'Tamanho em bytes',
  'The cost, parsed':
    'O custo, analisado',
  'Currency symbol, `""` when none':
    'Símbolo da moeda, `""` quando não há',
  'ISO 4217 currency code, `""` when none':
    'Código de moeda ISO 4217, `""` quando não há',
  'Where the symbol goes':
    'Onde fica o símbolo',
  'The prices in the cost, ascending, as numeric strings (or the slug of a cost text)':
    'Os preços do custo, por ordem crescente, como cadeias numéricas (ou o slug de um custo em texto)',
  'An event category or tag':
    'Uma categoria ou etiqueta de eventos',
  'Term ID':
    'ID do termo',
  'Number of published events with this term':
    'Número de eventos publicados com este termo',
  'WordPress taxonomy name: `tribe_events_cat` for categories, `post_tag` for tags':
    'Nome da taxonomia do WordPress: `tribe_events_cat` para as categorias, `post_tag` para as etiquetas',
  'Parent category ID, `0` for none; categories only':
    'ID da categoria-mãe, `0` quando não há; só nas categorias',
  'Public archive page of the term':
    'Página pública de arquivo do termo',
  'Language of the record (wire code)':
    'Língua do registo (código de comunicação)',
  'IDs of the translations of the record, by language code; `{}` when none':
    'IDs das traduções do registo, por código de língua; `{}` quando não há',
  'A featured image; an image without dimensions has only `url`, `id` and `extension`':
    'Uma imagem de destaque; uma imagem sem dimensões só tem `url`, `id` e `extension`',
  'Full-size URL':
    'URL em tamanho real',
  'Media ID':
    'ID do ficheiro multimédia',
  'File extension':
    'Extensão do ficheiro',
  'The smaller sizes, by name':
    'Os tamanhos menores, por nome',
  'A date-time split into zero-padded strings':
    'Uma data e hora dividida em cadeias completadas com zeros',
  'An event. On a password-protected event the protected members are blanked: texts `""`, flags `null`, lists `[]`, image `false`; `json_ld` is on single reads only':
    'Um evento. Num evento protegido por palavra-passe, os membros protegidos ficam vazios: textos `""`, indicadores `null`, listas `[]`, imagem `false`; `json_ld` só nas leituras individuais',
  'Event ID':
    'ID do evento',
  'Identifier of the record across sites: `<host>?id=<id>`':
    'Identificador do registo entre sites: `<host>?id=<id>`',
  'The global ID, then those of the records it was imported from':
    'O ID global, seguido dos dos registos de onde foi importado',
  'ID of the author, as a string (`"0"`: none)':
    'ID do autor, como cadeia (`"0"`: nenhum)',
  'Post status':
    'Estado de publicação',
  'Publication date, site time':
    'Data de publicação, hora do site',
  'Publication date, UTC':
    'Data de publicação, UTC',
  'Last change, site time':
    'Última alteração, hora do site',
  'Last change, UTC':
    'Última alteração, UTC',
  'Public page of the event':
    'Página pública do evento',
  'REST URL of the event':
    'URL REST do evento',
  'Content, as HTML':
    'Conteúdo, em HTML',
  'Excerpt, as HTML':
    'Excerto, em HTML',
  'The featured image, or `false` when there is none':
    'A imagem de destaque, ou `false` quando não há',
  'Whether the event lasts whole days':
    'Se o evento dura dias inteiros',
  'Start, in the event time zone':
    'Início, no fuso horário do evento',
  'End, in the event time zone':
    'Fim, no fuso horário do evento',
  'Start, UTC':
    'Início, UTC',
  'End, UTC':
    'Fim, UTC',
  'IANA time zone or `UTC+N` offset of the event':
    'Fuso horário IANA ou desvio `UTC+N` do evento',
  'Abbreviation of the time zone at the start (`CET`, `-03`)':
    'Abreviatura do fuso horário no início (`CET`, `-03`)',
  'The cost as text, with its currency symbol (`"$15"`, `"Free – $30"`); `""` when none':
    'O custo em texto, com o símbolo da moeda (`"$15"`, `"Free – $30"`); `""` quando não há',
  'Website of the event; its public page when none was ever set':
    'Site do evento; a sua página pública quando nunca foi definido nenhum',
  'Whether to show a map':
    'Se é mostrado um mapa',
  'Whether to show a map link':
    'Se é mostrada uma ligação para um mapa',
  'Whether the event is hidden from the lists':
    'Se o evento fica oculto nas listas',
  'Whether the event is pinned in the calendar view':
    'Se o evento está fixado na vista do calendário',
  'Whether the event is featured':
    'Se o evento está em destaque',
  'The venue; `[]` when none, a list when several':
    'O local; `[]` quando não há, uma lista quando há vários',
  'The organizers, in order':
    'Os organizadores, por ordem',
  'Additional fields with a value, by key; `[]` when none':
    'Campos adicionais com valor, por chave; `[]` quando não há',
  'A venue. Empty members are left out; on a password-protected venue the protected ones are blanked':
    'Um local. Os membros vazios são omitidos; num local protegido por palavra-passe, os membros protegidos ficam vazios',
  'Venue ID':
    'ID do local',
  'Public page':
    'Página pública',
  'The venue name':
    'O nome do local',
  'Whether events at the venue show a map':
    'Se os eventos no local mostram um mapa',
  'Whether events at the venue show a map link':
    'Se os eventos no local mostram uma ligação para um mapa',
  'An organizer. Empty members are left out; on a password-protected organizer the protected ones are blanked':
    'Um organizador. Os membros vazios são omitidos; num organizador protegido por palavra-passe, os membros protegidos ficam vazios',
  'Organizer ID':
    'ID do organizador',
  'The organizer name':
    'O nome do organizador',
  'A category or tag of an event':
    'Uma categoria ou etiqueta de um evento',
  'Parent category ID, `0` for none':
    'ID da categoria-mãe, `0` quando não há',
  'REST URLs of a term':
    'URLs REST de um termo',
  'The parent category, when there is one':
    'A categoria-mãe, quando existe',
  'Hypermedia links (WordPress core style), on single-term reads and writes only':
    'Ligações hipermédia (ao estilo do núcleo do WordPress), nas leituras e escritas de um só termo',
  'A schema.org object (JSON-LD)':
    'Um objeto schema.org (JSON-LD)',
  'This page, with the effective query (not URL-encoded)':
    'Esta página, com a consulta efetiva (sem codificação de URL)',
  'The next page; absent on the last page':
    'A página seguinte; ausente na última página',
  'The previous page; absent on the first page':
    'A página anterior; ausente na primeira página',
  'Number of pages, `0` when nothing matches':
    'Número de páginas, `0` quando nada corresponde',
  'A route: its methods, and per endpoint the arguments it takes':
    'Uma rota: os seus métodos e, por ponto de acesso, os argumentos que aceita',
  'An argument: whether it is required, then its JSON Schema keywords':
    'Um argumento: se é obrigatório, seguido das suas palavras-chave JSON Schema',
  'The routes of the namespace, by WordPress route pattern':
    'As rotas do espaço de nomes, por padrão de rota do WordPress',
  'An error':
    'Um erro',
  'Error code':
    'Código de erro',
  'Readable message':
    'Mensagem legível',
  'Details of the error':
    'Pormenores do erro',
  'The HTTP status':
    'O estado HTTP',
  'Missing parameters: their names; invalid ones: the message for each, by name':
    'Parâmetros em falta: os seus nomes; parâmetros inválidos: a mensagem de cada um, por nome',
  'Invalid parameters: the error of each validator that gave one, by name; `[]` when none':
    'Parâmetros inválidos: o erro de cada validador que o deu, por nome; `[]` quando não há',
  '`term_exists`: ID of the term that has the name':
    '`term_exists`: ID do termo que tem esse nome',
  "ID of the series’ first occurrence (0 on that event itself); also on an imported occurrence outside a series":
    "ID da primeira ocorrência da série (0 nesse próprio evento); também numa ocorrência importada fora de uma série",
  "The series’ RFC 5545 lines (RRULE, RDATE, EXDATE), wall times in the event time zone":
    "As linhas RFC 5545 da série (RRULE, RDATE, EXDATE), horas locais no fuso horário do evento",
  "This occurrence’s original start in the event time zone (RFC 5545 RECURRENCE-ID): `YYYY-MM-DD HH:MM:SS`, or `YYYY-MM-DD` all day":
    "O início original desta ocorrência no fuso horário do evento (RECURRENCE-ID do RFC 5545): `YYYY-MM-DD HH:MM:SS`, ou `YYYY-MM-DD` para um dia inteiro",
  "Whether the occurrence was changed on its own (series changes leave it)":
    "Se a ocorrência foi alterada isoladamente (as alterações da série deixam-na como está)",
};
