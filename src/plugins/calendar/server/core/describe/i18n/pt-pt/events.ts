import type { Catalog } from '..';

/** European Portuguese: the event routes, their parameters and answers. */
export const events: Catalog = {
  'List the events':
    'Listar os eventos',
  'Page of the list to return':
    'Página da lista a devolver',
  'Items per page; a value above the site maximum (50 by default) is lowered to it':
    'Elementos por página; um valor acima do máximo do site (50 por omissão) é reduzido a esse máximo',
  'Events that start on or after this date (default: the start of yesterday); a date, a date-time, a phrase or a timestamp':
    'Eventos que começam nesta data ou depois (por omissão: o início de ontem); uma data, uma data e hora, uma expressão ou um carimbo temporal',
  'Events that end on or before this date (default: the end of the day two years from now)':
    'Eventos que terminam nesta data ou antes (por omissão: o fim do dia daqui a dois anos)',
  'Events that start before this date':
    'Eventos que começam antes desta data',
  'Events that start after this date':
    'Eventos que começam depois desta data',
  'Events that end before this date':
    'Eventos que terminam antes desta data',
  'Events that end after this date':
    'Eventos que terminam depois desta data',
  'Whether the dates apply at the exact times given (true) or to whole days (false)':
    'Se as datas se aplicam às horas exatas indicadas (true) ou a dias inteiros (false)',
  'Events whose title, description or excerpt contains this text':
    'Eventos cujo título, descrição ou excerto contém este texto',
  'Events in any of these categories: IDs or slugs, a list or CSV':
    'Eventos em qualquer destas categorias: IDs ou slugs, em lista ou CSV',
  'Events with any of these tags: IDs or slugs, a list or CSV':
    'Eventos com qualquer destas etiquetas: IDs ou slugs, em lista ou CSV',
  'Events at any of these venues (IDs, a list or CSV)':
    'Eventos em qualquer destes locais (IDs, em lista ou CSV)',
  'Events with any of these organizers (IDs, a list or CSV)':
    'Eventos com qualquer destes organizadores (IDs, em lista ou CSV)',
  'Only featured events (true) or only the others (false)':
    'Só os eventos em destaque (true) ou só os outros (false)',
  'Post statuses to list, as CSV; only `publish` without the right to edit events':
    'Estados de publicação a listar, em CSV; só `publish` sem o direito de editar eventos',
  'true: only events whose venue has coordinates, or with `geoloc_lat` and `geoloc_lng` lies near that point; false or absent: no geolocation filter':
    'true: só os eventos cujo local tem coordenadas, ou com `geoloc_lat` e `geoloc_lng` fica perto desse ponto; false ou ausente: nenhum filtro de geolocalização',
  'Latitude of the point to search near, in degrees (-90 to 90); with `geoloc=true`, events whose venue lies within the site distance (a box, as the original); requires `geoloc_lng`':
    'Latitude do ponto perto do qual pesquisar, em graus (-90 a 90); com `geoloc=true`, os eventos cujo local fica à distância do site (um retângulo, como o original); exige `geoloc_lng`',
  'Longitude of the point to search near, in degrees (-180 to 180); requires `geoloc_lat`':
    'Longitude do ponto perto do qual pesquisar, em graus (-180 a 180); exige `geoloc_lat`',
  'Extension: with `geoloc=true` and the coordinates, events whose venue lies within this distance of the point (a circle), in the site unit (miles unless the site says kilometres); requires `geoloc_lat` and `geoloc_lng`':
    'Extensão: com `geoloc=true` e as coordenadas, os eventos cujo local fica no máximo a esta distância do ponto (um círculo), na unidade do site (milhas, salvo se o site disser quilómetros); exige `geoloc_lat` e `geoloc_lng`',
  'Only the events with these IDs (a list or CSV)':
    'Só os eventos com estes IDs (em lista ou CSV)',
  'Events whose parent event has this ID':
    'Eventos cujo evento-pai tem este ID',
  'Events with tickets (true: refused, this service has no tickets) or without (false)':
    'Eventos com bilhetes (true: recusado, este serviço não tem bilheteira) ou sem (false)',
  'Also the events hidden from listings (our extension; callers who may edit events, else a 400); a hidden event is otherwise reached only by its ID or slug':
    'Também os eventos ocultos das listagens (extensão nossa; para quem pode editar eventos, senão 400); um evento oculto só é alcançado de outro modo pelo seu ID ou slug',
  'Shows the events protected by this password unblanked':
    'Mostra sem ocultação os eventos protegidos por esta palavra-passe',
  'A page of events':
    'Uma página de eventos',
  'Number of matching records':
    'Número de registos correspondentes',
  'Number of pages':
    'Número de páginas',
  'Create an event':
    'Criar um evento',
  'The created event':
    'O evento criado',
  'The request body is too large':
    'O corpo do pedido é demasiado grande',
  'The request body uses a content encoding the service does not read':
    'O corpo do pedido usa uma codificação de conteúdo que o serviço não lê',
  'Too many writes or failed sign-ins from this client: wait as long as Retry-After says':
    'Demasiadas escritas ou falhas de autenticação deste cliente: aguardar o tempo que Retry-After indica',
  'The database was busy (a lock held by another writer, no free connection): nothing was written; send again after Retry-After':
    'A base de dados estava ocupada (um bloqueio detido por outro escritor, nenhuma ligação livre): nada foi escrito; enviar de novo após Retry-After',
  'Seconds until the client may try again':
    'Segundos até que o cliente possa tentar de novo',
  'Strong validator: a digest of the body; send it back in If-None-Match':
    'Validador forte: um resumo do corpo; devolvê-lo em If-None-Match',
  '`public, max-age=<cacheMaxAge>` without credentials, `private, no-store` with an Authorization header':
    '`public, max-age=<cacheMaxAge>` sem credenciais, `private, no-store` com um cabeçalho Authorization',
  'Not Modified: If-None-Match names the current ETag (no body)':
    'Não modificado: If-None-Match indica o ETag atual (sem corpo)',
  'Get an event by ID':
    'Obter um evento por ID',
  'Numeric ID of the event, in any language':
    'ID numérico do evento, em qualquer língua',
  'The password of a protected record; not needed to delete it':
    'A palavra-passe de um registo protegido; desnecessária para o eliminar',
  'Unlocks a record protected by this password':
    'Desbloqueia um registo protegido por esta palavra-passe',
  '`view`, `embed` or `edit` (WordPress); callers who may edit the record see it unblanked in any context':
    '`view`, `embed` ou `edit` (WordPress); quem pode editar o registo vê-o sem ocultação em qualquer contexto',
  'The event':
    'O evento',
  'Update an event by ID: only the fields sent change':
    'Atualizar um evento por ID: só mudam os campos enviados',
  'The updated event':
    'O evento atualizado',
  'Move an event to the trash by ID':
    'Mover um evento para o lixo por ID',
  'The event, moved to the trash':
    'O evento, movido para o lixo',
  'Already in the trash':
    'Já está no lixo',
  'Get an event by slug':
    'Obter um evento por slug',
  'Slug of the event, in the language of the request':
    'Slug do evento, na língua do pedido',
  'Update an event by slug: only the fields sent change':
    'Atualizar um evento por slug: só mudam os campos enviados',
  'Move an event to the trash by slug':
    'Mover um evento para o lixo por slug',
  'The events as an iCalendar feed for calendar apps (every match, not a page)':
    'Os eventos como feed iCalendar para aplicações de calendário (todas as correspondências, não uma página)',
  'Get an event as iCalendar by ID':
    'Obter um evento em iCalendar por ID',
  'Get an event as iCalendar by slug':
    'Obter um evento em iCalendar por slug',
  'An iCalendar document (RFC 5545), lines folded':
    'Um documento iCalendar (RFC 5545), linhas dobradas',
  'Present when the feed stopped at the most events a feed holds (feedMaxEvents): that number':
    'Presente quando o feed parou no número máximo de eventos de um feed (feedMaxEvents): esse número',
  "Which occurrences of a series the delete trashes (extension): this one, this and the following, or all; default all for the first occurrence (the whole series), this for the others":
    "As ocorrências de uma série que a eliminação envia para o lixo (extensão): esta, esta e as seguintes, ou todas; por omissão todas para a primeira ocorrência (toda a série), esta para as outras",
  "true (default): one VEVENT per occurrence of a recurring series, as the original shows them; false: one VEVENT per series with its RRULE, RDATE and EXDATE, and an override (RECURRENCE-ID) per date changed on its own":
    "true (por omissão): um VEVENT por ocorrência de uma série recorrente, como o original as mostra; false: um VEVENT por série com as suas RRULE, RDATE e EXDATE, e uma exceção (RECURRENCE-ID) por data alterada isoladamente",
};
