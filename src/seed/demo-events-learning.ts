import { LISBON, NEW_YORK, PARIS, TOKYO, eur, event, usd, type DemoClock } from './demo-time';
import { eventText, type DemoEvent } from './demo-types';

/** Workshops and talks, including the online ones held in other time zones. */
export function learningEvents(c: DemoClock): DemoEvent[] {
  return [
    event(c, {
      key: 'walking-talk-1755',
      when: c.timed(-21, '10:00', '12:00', LISBON),
      price: eur('8'),
      organizers: ['tagus-talks'], categories: ['talks'], tags: ['outdoor'],
      text: eventText(
        ['Walking Talk: Rebuilding Lisbon after 1755', 'walking-talk-rebuilding-lisbon-after-1755', 'A guided walk through the Baixa, the grid of streets built after the great earthquake.', 'Meeting point: the Rua Augusta arch.'],
        ['Balade commentée : reconstruire Lisbonne après 1755', 'balade-commentee-reconstruire-lisbonne-apres-1755', 'Une promenade guidée dans la Baixa, le quadrillage de rues bâti après le grand tremblement de terre.', 'Rendez-vous sous l’arc de la rue Augusta.'],
        ['Passeio comentado: reconstruir Lisboa depois de 1755', 'passeio-comentado-reconstruir-lisboa-depois-de-1755', 'Uma visita guiada pela Baixa, a malha de ruas construída depois do grande terramoto.', 'Ponto de encontro: Arco da Rua Augusta.']
      ),
    }),
    event(c, {
      key: 'open-studios',
      when: c.allDay(-14, PARIS),
      price: { cost: 'Free' },
      venues: ['atelier-lumiere'], organizers: ['lumiere-studio'], categories: ['workshops'], tags: ['free'],
      text: eventText(
        ['Open Studios Day', 'open-studios-day', 'Meet the artists, watch demonstrations and try the printing press, all day long.'],
        ['Journée portes ouvertes des ateliers', 'journee-portes-ouvertes-des-ateliers', 'Rencontrez les artistes, assistez aux démonstrations et essayez la presse à gravure toute la journée.'],
        ['Portas abertas nos ateliês', 'portas-abertas-nos-atelies', 'Conheça os artistas, assista a demonstrações e experimente a prensa de gravura durante todo o dia.']
      ),
    }),
    event(c, {
      key: 'wheel-throwing',
      when: c.timed(-3, '10:00', '13:00', PARIS),
      price: eur('45'),
      venues: ['atelier-lumiere'], organizers: ['lumiere-studio'], categories: ['workshops'],
      text: eventText(
        ['Wheel-throwing for Beginners', 'wheel-throwing-for-beginners', 'Three hours at the potter’s wheel to make your first bowls; clay and firing included.'],
        ['Initiation au tour de potier', 'initiation-au-tour-de-potier', 'Trois heures au tour pour façonner vos premiers bols ; terre et cuisson comprises.'],
        ['Iniciação à roda de oleiro', 'iniciacao-a-roda-de-oleiro', 'Três horas na roda de oleiro para fazer as suas primeiras taças; barro e cozedura incluídos.']
      ),
    }),
    event(c, {
      key: 'history-of-fado',
      when: c.timed(8, '18:30', '20:00', LISBON),
      price: eur('0'),
      // In the room and streamed (a mixed event).
      attendanceMode: 'mixed', onlineUrl: 'https://stream.example.org/history-of-fado',
      venues: ['casa-fado'], organizers: ['tagus-talks', 'fado-vivo'], categories: ['talks', 'fado'], tags: ['free'],
      text: eventText(
        ['A Short History of Fado', 'a-short-history-of-fado', 'From the taverns of Mouraria to UNESCO: a historian tells the story of fado, with live examples.'],
        ['Une brève histoire du fado', 'une-breve-histoire-du-fado', 'Des tavernes de la Mouraria à l’UNESCO : un historien raconte le fado, exemples chantés à l’appui.'],
        ['Breve história do fado', 'breve-historia-do-fado', 'Das tabernas da Mouraria à UNESCO: um historiador conta a história do fado, com exemplos ao vivo.']
      ),
    }),
    event(c, {
      key: 'press-conference',
      hideFromListings: true,
      when: c.timed(10, '11:00', '12:00', LISBON),
      venues: ['auditorio-tejo'], organizers: ['lisbon-jazz'], categories: ['talks'],
      text: eventText(
        ['Press Conference: Jazz in the Garden', 'press-conference-jazz-in-the-garden', 'Presentation of the festival line-up to the press. Accredited journalists only.'],
        ['Conférence de presse : Jazz au jardin', 'conference-de-presse-jazz-au-jardin', 'Présentation de la programmation du festival à la presse. Journalistes accrédités uniquement.'],
        ['Conferência de imprensa: Jazz no Jardim', 'conferencia-de-imprensa-jazz-no-jardim', 'Apresentação do cartaz do festival à imprensa. Apenas para jornalistas acreditados.']
      ),
    }),
    event(c, {
      key: 'transatlantic-talk',
      when: c.timed(14, '12:00', '13:30', NEW_YORK),
      price: usd('0'),
      // An online event (issue 35): no venue, a link to join.
      attendanceMode: 'online', onlineUrl: 'https://meet.example.org/transatlantic-conversation',
      organizers: ['tagus-talks'], categories: ['talks'], tags: ['online', 'free'],
      text: eventText(
        ['Transatlantic Conversation: Festivals after Tourism', 'transatlantic-conversation-festivals-after-tourism', 'Festival directors from Lisbon, Paris and New York discuss how cities can host culture without pricing out residents.', 'Broadcast live from New York at noon local time.'],
        ['Dialogue transatlantique : les festivals après le tourisme', 'dialogue-transatlantique-les-festivals-apres-le-tourisme', 'Des directeurs de festivals de Lisbonne, Paris et New York se demandent comment accueillir la culture sans chasser les habitants.', 'En direct de New York à midi, heure locale.'],
        ['Conversa transatlântica: festivais depois do turismo', 'conversa-transatlantica-festivais-depois-do-turismo', 'Diretores de festivais de Lisboa, Paris e Nova Iorque debatem como acolher a cultura sem expulsar os moradores.', 'Em direto de Nova Iorque ao meio-dia, hora local.']
      ),
    }),
    event(c, {
      key: 'street-photography',
      when: c.timed(16, '10:00', '17:00', PARIS, 1),
      price: eur('120'),
      venues: ['atelier-lumiere'], organizers: ['lumiere-studio'], categories: ['workshops'], tags: ['accessible'],
      text: eventText(
        ['Two-day Street Photography Workshop', 'two-day-street-photography-workshop', 'Shoot in the streets of Belleville on day one, edit and print your series on day two.', 'Bring a camera of any kind; lunch is included on both days.'],
        ['Stage de photographie de rue sur deux jours', 'stage-de-photographie-de-rue-sur-deux-jours', 'Prises de vue dans les rues de Belleville le premier jour, retouche et tirage de votre série le second.', 'Apportez un appareil photo, quel qu’il soit ; le déjeuner est compris les deux jours.'],
        ['Oficina de fotografia de rua em dois dias', 'oficina-de-fotografia-de-rua-em-dois-dias', 'No primeiro dia fotografa-se nas ruas de Belleville; no segundo, edita-se e imprime-se a série.', 'Traga uma máquina fotográfica, seja ela qual for; o almoço está incluído nos dois dias.']
      ),
    }),
    event(c, {
      key: 'friends-preview',
      password: 'amigos',
      when: c.timed(18, '18:00', '19:30', LISBON),
      price: eur('0'),
      venues: ['auditorio-tejo'], organizers: ['tagus-orchestra'], categories: ['talks'],
      text: eventText(
        ['Friends’ Preview: the New Season', 'friends-preview-the-new-season', 'Members of the Friends of the Orchestra hear next season’s programme before anyone else.'],
        ['Avant-première des Amis : la nouvelle saison', 'avant-premiere-des-amis-la-nouvelle-saison', 'Les membres des Amis de l’orchestre découvrent le programme de la prochaine saison avant tout le monde.'],
        ['Antestreia dos Amigos: a nova temporada', 'antestreia-dos-amigos-a-nova-temporada', 'Os membros dos Amigos da Orquestra conhecem o programa da próxima temporada antes de todos.']
      ),
    }),
    event(c, {
      key: 'paint-azulejo',
      when: c.timed(25, '15:00', '18:00', LISBON),
      price: eur('30 - 40'),
      venues: ['fabrica-ideias'], organizers: ['lumiere-studio'], categories: ['workshops'],
      text: eventText(
        ['Paint Your Own Azulejo', 'paint-your-own-azulejo', 'Learn the majolica technique and paint a traditional Portuguese tile to take home.'],
        ['Peignez votre azulejo', 'peignez-votre-azulejo', 'Apprenez la technique de la majolique et peignez un carreau portugais traditionnel à emporter.'],
        ['Pinte o seu azulejo', 'pinte-o-seu-azulejo', 'Aprenda a técnica da majólica e pinte um azulejo tradicional para levar para casa.']
      ),
    }),
    event(c, {
      key: 'urban-gardens',
      when: c.timed(33, '18:00', '19:30', LISBON),
      venues: ['jardim-estrela'], organizers: ['tagus-talks'], categories: ['talks'], tags: ['outdoor'],
      text: eventText(
        ['Urban Gardens and Shade Trees', 'urban-gardens-and-shade-trees', 'A landscape architect walks through the garden and explains how Lisbon is preparing for hotter summers.'],
        ['Jardins urbains et arbres d’ombrage', 'jardins-urbains-et-arbres-d-ombrage', 'Une paysagiste parcourt le jardin et explique comment Lisbonne se prépare à des étés plus chauds.'],
        ['Jardins urbanos e árvores de sombra', 'jardins-urbanos-e-arvores-de-sombra', 'Uma arquiteta paisagista percorre o jardim e explica como Lisboa se prepara para verões mais quentes.']
      ),
    }),
    event(c, {
      key: 'bacalhau-class',
      when: c.timed(40, '18:30', '21:30', LISBON),
      price: eur('55'),
      venues: ['fabrica-ideias'], categories: ['workshops'], tags: ['food', 'wine'],
      text: eventText(
        ['Portuguese Cooking Class: Bacalhau Three Ways', 'portuguese-cooking-class-bacalhau-three-ways', 'Cook three classic salt-cod dishes with a Lisbon chef, then sit down to eat them.'],
        ['Cours de cuisine portugaise : la morue en trois recettes', 'cours-de-cuisine-portugaise-la-morue-en-trois-recettes', 'Préparez trois plats classiques de morue avec un chef lisboète, puis passez à table.'],
        ['Aula de cozinha portuguesa: bacalhau de três maneiras', 'aula-de-cozinha-portuguesa-bacalhau-de-tres-maneiras', 'Cozinhe três pratos clássicos de bacalhau com um chef lisboeta e depois sente-se à mesa.']
      ),
    }),
    event(c, {
      // Online, no venue, held in Tokyo's evening.
      key: 'tiles-lisbon-kyoto',
      when: c.timed(50, '19:00', '20:30', TOKYO),
      attendanceMode: 'online', onlineUrl: 'https://meet.example.org/tiles-lisbon-kyoto',
      organizers: ['tagus-talks'], categories: ['talks'], tags: ['online'],
      text: eventText(
        ['Tiles from Lisbon to Kyoto', 'tiles-from-lisbon-to-kyoto', 'A ceramics curator in Tokyo compares Portuguese azulejos with Japanese glazed tiles, online.'],
        ['Des carreaux de Lisbonne à Kyoto', 'des-carreaux-de-lisbonne-a-kyoto', 'Une conservatrice de céramique à Tokyo compare azulejos portugais et tuiles vernissées japonaises, en ligne.'],
        ['Azulejos de Lisboa a Quioto', 'azulejos-de-lisboa-a-quioto', 'Uma conservadora de cerâmica em Tóquio compara os azulejos portugueses com as telhas vidradas japonesas, online.']
      ),
    }),
    event(c, {
      // Scheduled: the announcement goes public in a week.
      key: 'next-season-unveiled',
      status: 'future',
      postDate: c.at(7, '09:00', LISBON),
      when: c.timed(120, '18:30', '20:00', LISBON),
      venues: ['auditorio-tejo'], organizers: ['tagus-orchestra'], categories: ['talks', 'classical'],
      text: eventText(
        ['Next Season Unveiled', 'next-season-unveiled', 'The orchestra’s artistic director presents next season’s concerts, followed by a glass of port.'],
        ['Dévoilement de la saison prochaine', 'devoilement-de-la-saison-prochaine', 'Le directeur artistique de l’orchestre présente les concerts de la saison prochaine, suivis d’un verre de porto.'],
        ['Apresentação da próxima temporada', 'apresentacao-da-proxima-temporada', 'O diretor artístico da orquestra apresenta os concertos da próxima temporada, seguidos de um cálice de vinho do Porto.']
      ),
    }),
    event(c, {
      key: 'travel-journal',
      status: 'draft',
      when: c.timed(130, '10:00', '13:00', PARIS),
      price: eur('40'),
      venues: ['atelier-lumiere'], organizers: ['lumiere-studio'], categories: ['workshops'],
      text: eventText(
        ['Illustrated Travel Journal Workshop', 'illustrated-travel-journal-workshop', 'Sketch and write a travel journal with watercolours and ink.'],
        ['Atelier carnet de voyage illustré', 'atelier-carnet-de-voyage-illustre', 'Dessinez et écrivez un carnet de voyage à l’aquarelle et à l’encre.'],
        ['Oficina de diário de viagem ilustrado', 'oficina-de-diario-de-viagem-ilustrado', 'Desenhe e escreva um diário de viagem com aguarelas e tinta-da-china.']
      ),
    }),
  ];
}
