import type { Catalog } from '..';

/** Portuguese: what became of an event and how it is attended (issue 35): its fields, filters and wire members. */
export const eventStatus: Catalog = {
  'Extension: only events with any of these statuses (CSV or list): scheduled, cancelled, postponed, rescheduled, moved_online; default every status (a cancelled event stays listed, marked)':
    'Extensão: só os eventos com algum destes estados (CSV ou lista): scheduled (agendado), cancelled (cancelado), postponed (adiado), rescheduled (reagendado), moved_online (passou a online); por omissão todos os estados (um evento cancelado continua listado, assinalado)',
  'Extension: only events attended so (CSV or list): offline, online, mixed':
    'Extensão: só os eventos com esta participação (CSV ou lista): offline (presencial), online, mixed (ambos)',
  'What became of the event (apart from its publication `status`)':
    'O que aconteceu ao evento (à parte o seu `status` de publicação)',
  'Why, as plain text in the record’s language; `""` when none (and on a protected event)':
    'Porquê, em texto simples no idioma do registo; `""` quando não há (e num evento protegido)',
  'A rescheduled event’s former start, in the event time zone; null unless rescheduled':
    'O início anterior de um evento reagendado, no fuso horário do evento; null se não foi reagendado',
  'offline (in person), online, or mixed (both)':
    'offline (presencial), online ou mixed (ambos)',
  'Where to join online; `""` when the event is not online, has no link, or is protected':
    'Onde participar online; `""` quando o evento não é online, não tem ligação ou está protegido',
  'How to join, plain text; `""` as `online_url`':
    'Como participar, em texto simples; `""` como `online_url`',
  'Extension: what became of the event, apart from its publication `status` (a cancelled event stays published so people learn of it): scheduled (default), cancelled, postponed (new date to be announced), rescheduled, moved_online':
    'Extensão: o que aconteceu ao evento, à parte o seu `status` de publicação (um evento cancelado continua publicado para que o público saiba): scheduled (agendado, por omissão), cancelled (cancelado), postponed (adiado, nova data a anunciar), rescheduled (reagendado), moved_online (passou a online)',
  'Extension: why, in the language written (plain text, at most 2000 characters); `""` clears it':
    'Extensão: porquê, no idioma escrito (texto simples, no máximo 2000 caracteres); `""` apaga-o',
  "Extension: a rescheduled event's former start, read like `start_date`; when a rescheduled event's start moves without it, the former start is kept by itself":
    'Extensão: o início anterior de um evento reagendado, lido como `start_date`; quando o início de um evento reagendado muda sem ele, o início anterior é guardado automaticamente',
  'Extension: offline (in person, default), online or mixed (both); `moved_online` sets online unless sent':
    'Extensão: offline (presencial, por omissão), online ou mixed (ambos); `moved_online` passa-o a online se não for enviado',
  'Extension: where to join an online or mixed event (a web URL); hidden on a protected event':
    'Extensão: onde participar num evento online ou misto (um URL web); oculto num evento protegido',
  'Extension: how to join (a code, a phone number), plain text; hidden on a protected event':
    'Extensão: como participar (um código, um número de telefone), em texto simples; oculto num evento protegido',
};
