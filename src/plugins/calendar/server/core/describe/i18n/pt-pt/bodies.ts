import type { Catalog } from '..';

/** European Portuguese: the write bodies. */
export const bodies: Catalog = {
  'The fields of the new event; query-string parameters are read too, the body wins':
    'Os campos do novo evento; os parâmetros da query string também são lidos, o corpo prevalece',
  'ID of the event author (a user of the site)':
    'ID do autor do evento (um utilizador do site)',
  'Publication date of the event: a date-time string or a Unix timestamp':
    'Data de publicação do evento: uma data e hora em texto ou um carimbo temporal Unix',
  'Publication date of the event in UTC: a date-time string or a Unix timestamp':
    'Data de publicação do evento em UTC: uma data e hora em texto ou um carimbo temporal Unix',
  'The event title; not empty':
    'O título do evento; não vazio',
  'The event description (HTML); not empty when sent':
    'A descrição do evento (HTML); não vazia quando enviada',
  'The event slug; not empty when sent':
    'O slug do evento; não vazio quando enviado',
  'The event excerpt; not empty when sent':
    'O excerto do evento; não vazio quando enviado',
  'Post status of the event; default: `publish` for callers who may publish':
    'Estado de publicação do evento; por omissão: `publish` para quem pode publicar',
  'Event time zone: an IANA name or a `UTC+N` offset; `""` means the site time zone':
    'Fuso horário do evento: um nome IANA ou um desvio `UTC+N`; `""` designa o fuso horário do site',
  'Whether the event lasts whole days (start at 00:00:00, end at 23:59:59); default false':
    'Se o evento dura dias inteiros (início às 00:00:00, fim às 23:59:59); false por omissão',
  'Start date and time, read in `timezone` (else the site time zone): a date-time, a phrase, a timestamp':
    'Data e hora de início, lidas em `timezone` (senão no fuso horário do site): uma data e hora, uma expressão, um carimbo temporal',
  'End date and time, read like `start_date`; not before the start':
    'Data e hora de fim, lidas como `start_date`; não antes do início',
  'Featured image: an attachment ID or an image URL; empty removes it':
    'Imagem de destaque: um ID de anexo ou o URL de uma imagem; vazio remove-a',
  'Event cost as text (`"20$"`, `"Free"`); a list of prices is kept as a range':
    'Custo do evento em texto (`"20$"`, `"Free"`); uma lista de preços é guardada como um intervalo',
  'Event website URL; `""` clears it':
    'URL do site do evento; `""` apaga-o',
  'Whether the event shows a map':
    'Se o evento mostra um mapa',
  'Whether the event shows a map link':
    'Se o evento mostra uma ligação para um mapa',
  'Whether the event is hidden from the calendar listings':
    'Se o evento fica oculto nas listas do calendário',
  'Whether the event is featured on the site':
    'Se o evento está em destaque no site',
  'Category IDs and/or names (a list or CSV); unknown names are created; `""` removes all':
    'IDs e/ou nomes de categorias (em lista ou CSV); os nomes desconhecidos são criados; `""` remove todas',
  'Tag IDs and/or names (a list or CSV); unknown names are created; `""` removes all':
    'IDs e/ou nomes de etiquetas (em lista ou CSV); os nomes desconhecidos são criados; `""` remove todas',
  'The venue: an ID, `{ "id": ID }`, or the fields of a venue to create; empty for none':
    'O local: um ID, `{ "id": ID }`, ou os campos de um local a criar; vazio para nenhum',
  'Extension: the venues by ID, in order: a list that replaces them all (several venues, as the admin allows; `[]` unlinks every venue); wins over `venue`':
    'Extensão: os locais por ID, por ordem: uma lista que os substitui todos (vários locais, como o admin permite; `[]` retira todos os locais); prevalece sobre `venue`',
  'Organizers in order: IDs (a list or CSV), `{ "id": ID }`, or organizers to create':
    'Os organizadores por ordem: IDs (em lista ou CSV), `{ "id": ID }`, ou organizadores a criar',
  'Language of the event: one of the served language codes; default: the site language':
    'Língua do evento: um dos códigos de língua servidos; por omissão: a língua do site',
  'Create the event as the translation, in `ml_language`, of the record with this ID (extension)':
    'Criar o evento como tradução, em `ml_language`, do registo com este ID (extensão)',
  'Password protecting the event; `""` removes the protection':
    'Palavra-passe que protege o evento; `""` remove a proteção',
  'The fields to change; query-string parameters are read too, the body wins':
    'Os campos a alterar; os parâmetros da query string também são lidos, o corpo prevalece',
  'The fields of the new venue; query-string parameters are read too, the body wins':
    'Os campos do novo local; os parâmetros da query string também são lidos, o corpo prevalece',
  'ID of the venue author (a user of the site)':
    'ID do autor do local (um utilizador do site)',
  'Publication date of the venue: a date-time string or a Unix timestamp':
    'Data de publicação do local: uma data e hora em texto ou um carimbo temporal Unix',
  'Publication date of the venue in UTC: a date-time string or a Unix timestamp':
    'Data de publicação do local em UTC: uma data e hora em texto ou um carimbo temporal Unix',
  'The venue name; not empty':
    'O nome do local; não vazio',
  'The venue description (HTML); `""` clears it':
    'A descrição do local (HTML); `""` apaga-a',
  'Post status of the venue; default: `publish` for callers who may publish':
    'Estado de publicação do local; por omissão: `publish` para quem pode publicar',
  'Whether events at the venue show a map: a truthy string (`"true"`, `"1"`); not a JSON boolean':
    'Se os eventos no local mostram um mapa: uma cadeia verdadeira (`"true"`, `"1"`), não um booleano JSON',
  'Whether events at the venue show a map link: a truthy string; not a JSON boolean':
    'Se os eventos no local mostram uma ligação para um mapa: uma cadeia verdadeira, não um booleano JSON',
  'The venue street address; `""` clears it':
    'A morada do local; `""` apaga-a',
  'The venue city; `""` clears it':
    'A cidade do local; `""` apaga-a',
  'The venue country; `""` clears it':
    'O país do local; `""` apaga-o',
  'The venue province (outside the United States); `""` clears it':
    'A província do local (fora dos Estados Unidos); `""` apaga-a',
  'The venue state (United States); `""` clears it':
    'O estado do local (Estados Unidos); `""` apaga-o',
  'The venue postal code; `""` clears it':
    'O código postal do local; `""` apaga-o',
  'The venue phone number; `""` clears it':
    'O número de telefone do local; `""` apaga-o',
  'State or province; when not sent or `""`, derived from `state` or `province`':
    'Estado ou província; quando não enviado ou `""`, deduzido de `state` ou de `province`',
  'Website URL; `""` clears it':
    'URL do site; `""` apaga-o',
  'Language of the venue: one of the served language codes; default: the site language':
    'Língua do local: um dos códigos de língua servidos; por omissão: a língua do site',
  'Create the venue as the translation, in `ml_language`, of the record with this ID (extension)':
    'Criar o local como tradução, em `ml_language`, do registo com este ID (extensão)',
  'Password protecting the venue; `""` removes the protection':
    'Palavra-passe que protege o local; `""` remove a proteção',
  'Latitude in degrees, for geolocation (extension); `""` clears it':
    'Latitude em graus, para a geolocalização (extensão); `""` apaga-a',
  'Longitude in degrees, for geolocation (extension); `""` clears it':
    'Longitude em graus, para a geolocalização (extensão); `""` apaga-a',
  'The fields of the new organizer; query-string parameters are read too, the body wins':
    'Os campos do novo organizador; os parâmetros da query string também são lidos, o corpo prevalece',
  'ID of the organizer author (a user of the site)':
    'ID do autor do organizador (um utilizador do site)',
  'Publication date of the organizer: a date-time string or a Unix timestamp':
    'Data de publicação do organizador: uma data e hora em texto ou um carimbo temporal Unix',
  'Publication date of the organizer in UTC: a date-time string or a Unix timestamp':
    'Data de publicação do organizador em UTC: uma data e hora em texto ou um carimbo temporal Unix',
  'The organizer name; not empty':
    'O nome do organizador; não vazio',
  'The organizer description (HTML); `""` clears it':
    'A descrição do organizador (HTML); `""` apaga-a',
  'Post status of the organizer; default: `publish` for callers who may publish':
    'Estado de publicação do organizador; por omissão: `publish` para quem pode publicar',
  'Phone number; `""` clears it':
    'Número de telefone; `""` apaga-o',
  'E-mail address (not checked); `""` clears it':
    'Endereço de e-mail (não verificado); `""` apaga-o',
  'Language of the organizer: one of the served language codes; default: the site language':
    'Língua do organizador: um dos códigos de língua servidos; por omissão: a língua do site',
  'Create the organizer as the translation, in `ml_language`, of the record with this ID (extension)':
    'Criar o organizador como tradução, em `ml_language`, do registo com este ID (extensão)',
  'Password protecting the organizer; `""` removes the protection':
    'Palavra-passe que protege o organizador; `""` remove a proteção',
  'The fields of the new category; query-string parameters are read too, the body wins':
    'Os campos da nova categoria; os parâmetros da query string também são lidos, o corpo prevalece',
  'The term name; not empty, and unique in its taxonomy and language':
    'O nome do termo; não vazio, e único na sua taxonomia e língua',
  'The category description; not empty when sent':
    'A descrição da categoria; não vazia quando enviada',
  'The category slug; not empty when sent':
    'O slug da categoria; não vazio quando enviado',
  'Term ID of the parent category; `0` for a top-level category':
    'ID de termo da categoria-mãe; `0` para uma categoria de primeiro nível',
  'Language of the category: one of the served language codes; default: the site language':
    'Língua da categoria: um dos códigos de língua servidos; por omissão: a língua do site',
  'Create the category as the translation, in `ml_language`, of the record with this ID (extension)':
    'Criar a categoria como tradução, em `ml_language`, do registo com este ID (extensão)',
  'The fields of the new tag; query-string parameters are read too, the body wins':
    'Os campos da nova etiqueta; os parâmetros da query string também são lidos, o corpo prevalece',
  'The tag description; not empty when sent':
    'A descrição da etiqueta; não vazia quando enviada',
  'The tag slug; not empty when sent':
    'O slug da etiqueta; não vazio quando enviado',
  'Language of the tag: one of the served language codes; default: the site language':
    'Língua da etiqueta: um dos códigos de língua servidos; por omissão: a língua do site',
  'Create the tag as the translation, in `ml_language`, of the record with this ID (extension)':
    'Criar a etiqueta como tradução, em `ml_language`, do registo com este ID (extensão)',
  "Repeat the event (extension): RFC 5545 lines as Google Calendar writes them, e.g. [\"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630\", \"EXDATE;TZID=Europe/Lisbon:20270415T190000\"]; times are wall times in the event zone; [] ends the series":
    "Repetir o evento (extensão): linhas RFC 5545 como o Google Calendar as escreve, p. ex. [\"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630\", \"EXDATE;TZID=Europe/Lisbon:20270415T190000\"]; as horas são locais no fuso horário do evento; [] termina a série",
  "What a change of an occurrence applies to (extension): this one, this and the following, or all; default all for the first occurrence (the series), this for the others":
    "A que se aplica a alteração de uma ocorrência (extensão): esta, esta e as seguintes, ou todas; por omissão todas para a primeira ocorrência (a série), esta para as outras",
};
