import type { FieldWords, LanguageWords } from './words';

/** The fields events, venues and organizers share (server/features/admin/layouts/types.ts `postFields`); `of`: "do evento". */
const postFields = (of: string): Record<string, FieldWords> => ({
  postId: ['ID da API', 'ID estável desta tradução na API REST do calendário, atribuído automaticamente.'],
  postStatus: [
    'Estado',
    'Publicado: todos o veem. Agendado: publicado automaticamente na data de publicação. Rascunho e Pendente de revisão: ' +
      'só os editores o veem. Privado: só os editores. Lixo: retirado do calendário; mude o estado para o restaurar.',
  ],
  slug: ['Slug', `A última parte do endereço web ${of}; criada a partir do nome se ficar vazia.`],
  description: ['Descrição', `Mostrada na página ${of}.`],
  excerpt: ['Resumo', 'Um resumo curto em texto simples, mostrado nas listas.'],
  image: ['Imagem de destaque'],
  website: ['Site', `O site ${of}, se existir (https://…).`],
  password: ['Palavra-passe', 'Os visitantes precisam desta palavra-passe para ver a descrição e os detalhes. Deixe vazio para uma página pública.'],
  author: ['Autor', 'O utilizador que o escreveu (um utilizador de Users & Permissions: escreva parte do nome de utilizador); vazio: nenhum.'],
  postDate: ['Data de publicação', 'No fuso horário do site. Com o estado Agendado, o momento em que é publicado; preenchida automaticamente se ficar vazia.'],
  globalIdLineage: ['IDs importados (avançado)', 'Os IDs que este registo tinha nos calendários de onde foi importado. Mantidos pelas importações; deixe-os como estão.'],
});

/** Categories' and tags' fields (server/features/admin/layouts/terms.ts); `of`: "da categoria", `withIt`: "com esta categoria". */
const termFields = (of: string, withIt: string): Record<string, FieldWords> => ({
  termId: ['ID da API', 'ID estável desta tradução na API REST do calendário, atribuído automaticamente.'],
  eventCount: ['Eventos publicados', `Contados automaticamente: os eventos publicados ${withIt}.`],
  name: ['Nome'],
  slug: ['Slug', `A última parte do endereço web ${of}; criada a partir do nome se ficar vazia.`],
  description: ['Descrição'],
  events: ['Eventos'],
});

const showMap = (where: string): FieldWords => ['Mostrar mapa', `Mostra um mapa do local ${where}.`];
const showMapLink: FieldWords = ['Mostrar ligação para o mapa', 'Mostra uma ligação para um mapa do local.'];

export const pt: LanguageWords = {
  names: {
    'api::event.event': 'Evento',
    'api::venue.venue': 'Local',
    'api::organizer.organizer': 'Organizador',
    'api::event-category.event-category': 'Categoria',
    'api::event-tag.event-tag': 'Etiqueta',
  },
  fields: {
    'api::event.event': {
      ...postFields('do evento'),
      title: ['Título'],
      startDate: ['Início', 'Data e hora no fuso horário do evento.'],
      endDate: ['Fim', 'Data e hora no fuso horário do evento.'],
      timezone: ['Fuso horário', 'O fuso das horas de início e de fim; o do site, a menos que escolha outro.'],
      allDay: ['Todo o dia', 'Do início do primeiro dia ao fim do último: sem horas.'],
      recurrence: [
        'Repetição',
        'Torna este evento uma série: um evento por data, cada um editável por si. Numa data de uma série: as datas a que uma alteração se aplica.',
      ],
      venues: ['Local', 'Onde o evento decorre (um só local).'],
      organizers: ['Organizadores', 'Quem o organiza, pela ordem mostrada.'],
      categories: ['Categorias'],
      tags: ['Etiquetas'],
      cost: ['Preço', 'Tal como é mostrado aos visitantes: «15», «10 – 20» ou «0» para gratuito.'],
      currencySymbol: ['Símbolo da moeda', 'Por exemplo € ou $.'],
      currencyPosition: ['Posição do símbolo', 'O símbolo antes ou depois do valor.'],
      currencyCode: ['Código da moeda', 'Código ISO 4217, por exemplo EUR.'],
      featured: ['Em destaque', 'Realçado nas listas e nos widgets.'],
      sticky: ['Fixo na vista mensal', 'Mostrado em primeiro lugar no seu dia, na vista mensal.'],
      hideFromListings: ['Ocultar das listas de eventos', 'Acessível pela sua ligação, mas fora das listas de eventos.'],
      showMap: showMap('na página do evento'),
      showMapLink,
      parentEvent: ['Série (avançado)', 'O evento recorrente a que esta ocorrência pertence. Mantido pelas importações; deixe-o como está.'],
      childEvents: ['Ocorrências (avançado)', 'As ocorrências deste evento recorrente. Mantidas pelas importações; deixe-as como estão.'],
      customFields: ['Campos adicionais (avançado)', 'Campos adicionais importados do WordPress, em JSON. Mantidos pelas importações; deixe-os como estão.'],
    },
    'api::venue.venue': {
      ...postFields('do local'),
      name: ['Nome'],
      address: ['Morada'],
      city: ['Localidade'],
      zip: ['Código postal'],
      state: ['Estado', 'Para moradas nos Estados Unidos.'],
      province: ['Província ou região'],
      country: ['País'],
      stateprovince: ['Estado ou província mostrado', 'Preenchido a partir de Estado (EUA) ou Província se ficar vazio.'],
      phone: ['Telefone'],
      latitude: ['Latitude', 'Em graus, de -90 (sul) a 90 (norte). «Localização», ao lado do formulário, abre-a num mapa.'],
      longitude: ['Longitude', 'Em graus, de -180 (oeste) a 180 (este).'],
      showMap: showMap('nas páginas dos seus eventos'),
      showMapLink,
      events: ['Eventos neste local'],
    },
    'api::organizer.organizer': {
      ...postFields('do organizador'),
      name: ['Nome'],
      email: ['Endereço de e-mail'],
      phone: ['Telefone'],
      events: ['Eventos organizados'],
    },
    'api::event-category.event-category': {
      ...termFields('da categoria', 'com esta categoria'),
      parent: ['Categoria-mãe'],
      children: ['Subcategorias'],
    },
    'api::event-tag.event-tag': termFields('da etiqueta', 'com esta etiqueta'),
  },
  values: {
    publish: 'Publicado',
    future: 'Agendado',
    draft: 'Rascunho',
    pending: 'Pendente de revisão',
    private: 'Privado',
    trash: 'Lixo',
    prefix: 'Antes do valor',
    postfix: 'Depois do valor',
  },
  strapi: {
    'content-manager.plugin.name': 'Gestor de conteúdos',
    'content-manager.preview.panel.title': 'Pré-visualização',
    'content-manager.preview.panel.button': 'Abrir a pré-visualização',
    'search.placeholder': 'Pesquisar',
    User: 'Utilizador',
    'app.components.MediaLibraryBanner.intro': 'Conheça a nova biblioteca de multimédia ',
    'app.components.MediaLibraryBanner.text.enabled': 'Está agora a usar a versão renovada.',
    'app.components.MediaLibraryBanner.text': 'Consulte a documentação para saber como mudar para a nova.',
    'app.components.MediaLibraryBanner.button': 'Documentação',
    'app.components.MediaLibraryBanner.button.enabled': 'Ler o artigo',
    'app.components.MediaLibraryBanner.close': 'Fechar a faixa.',
    'i18n.list-view.table.header.label': 'Disponível em',
    'i18n.Settings.locales.modal.locales.label': 'Idiomas',
    // The Content Manager's frame around the calendar's forms and lists (Strapi's Portuguese is partial).
    'content-manager.header.name': 'Gestor de conteúdos',
    'content-manager.components.LeftMenu.collection-types': 'Tipos de coleção',
    'content-manager.components.LeftMenu.single-types': 'Tipos únicos',
    'content-manager.containers.edit.panels.default.title': 'Registo',
    'global.back': 'Voltar',
    'global.save': 'Guardar',
    clearLabel: 'Limpar',
    'app.components.ToggleCheckbox.off-label': 'Falso',
    'app.components.ToggleCheckbox.on-label': 'Verdadeiro',
  },
};
