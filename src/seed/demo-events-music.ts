import { LISBON, PARIS, eur, event, type DemoClock } from './demo-time';
import { eventText, type DemoEvent } from './demo-types';

/** Concerts, fado nights and the three-day jazz festival. */
export function musicEvents(c: DemoClock): DemoEvent[] {
  return [
    event(c, {
      key: 'jazz-night-rita-maia',
      when: c.timed(-10, '21:30', '23:30', LISBON),
      price: eur('12'),
      venues: ['fabrica-ideias'], organizers: ['lisbon-jazz'], categories: ['jazz'], tags: ['live-music'],
      text: eventText(
        ['Jazz Night: Rita Maia Quartet', 'jazz-night-rita-maia-quartet', 'The Lisbon quartet presents the songs of its new album, between bossa and hard bop.'],
        ['Soirée jazz : Rita Maia Quartet', 'soiree-jazz-rita-maia-quartet', 'Le quartet lisboète présente les titres de son nouvel album, entre bossa et hard bop.'],
        ['Noite de Jazz: Rita Maia Quarteto', 'noite-de-jazz-rita-maia-quarteto', 'O quarteto lisboeta apresenta os temas do novo álbum, entre a bossa e o hard bop.']
      ),
    }),
    event(c, {
      key: 'fado-night-alfama',
      when: c.timed(2, '21:00', '23:30', LISBON),
      price: eur('15 - 30'),
      featured: true, sticky: true,
      venues: ['casa-fado'], organizers: ['fado-vivo'], categories: ['fado'], tags: ['live-music', 'wine'],
      text: eventText(
        ['Fado Night in Alfama', 'fado-night-in-alfama', 'Three fadistas and a Portuguese guitar in a candlelit room.', 'Dinner is served from 20:00; please book, there are only forty seats.'],
        ['Soirée fado dans l’Alfama', 'soiree-fado-dans-l-alfama', 'Trois fadistes et une guitare portugaise dans une salle éclairée à la bougie.', 'Le dîner est servi à partir de 20 h ; pensez à réserver, il n’y a que quarante places.'],
        ['Noite de Fado em Alfama', 'noite-de-fado-em-alfama', 'Três fadistas e uma guitarra portuguesa numa sala à luz das velas.', 'O jantar é servido a partir das 20h00; reserve, há apenas quarenta lugares.']
      ),
    }),
    event(c, {
      key: 'late-night-jam',
      when: c.timed(5, '22:00', '01:00', LISBON),
      price: { cost: 'Free' },
      venues: ['fabrica-ideias'], organizers: ['lisbon-jazz'], categories: ['jazz'], tags: ['live-music', 'free'],
      text: eventText(
        ['Late-night Jam Session', 'late-night-jam-session', 'Bring your instrument: the house trio opens, then the stage is yours.'],
        ['Bœuf de fin de soirée', 'boeuf-de-fin-de-soiree', 'Apportez votre instrument : le trio maison ouvre la soirée, puis la scène est à vous.'],
        ['Jam session noturna', 'jam-session-noturna', 'Traga o seu instrumento: o trio da casa abre a noite e depois o palco é seu.']
      ),
    }),
    event(c, {
      key: 'haydn-mozart',
      when: c.timed(12, '19:00', '21:00', LISBON),
      price: eur('10 - 25'),
      featured: true,
      venues: ['auditorio-tejo'], organizers: ['tagus-orchestra'], categories: ['classical'], tags: ['accessible'],
      text: eventText(
        ['Haydn and Mozart', 'haydn-and-mozart', 'The Tagus Chamber Orchestra plays Haydn’s Symphony No. 49 and Mozart’s Symphony No. 29.', 'Pre-concert talk in the foyer at 18:15.'],
        ['Haydn et Mozart', 'haydn-et-mozart', 'L’Orchestre de chambre du Tage joue la Symphonie n° 49 de Haydn et la Symphonie n° 29 de Mozart.', 'Présentation du concert dans le foyer à 18 h 15.'],
        ['Haydn e Mozart', 'haydn-e-mozart', 'A Orquestra de Câmara do Tejo interpreta a Sinfonia n.º 49 de Haydn e a Sinfonia n.º 29 de Mozart.', 'Conversa antes do concerto no foyer às 18h15.']
      ),
    }),
    event(c, {
      key: 'jazz-exchange-paris',
      when: c.timed(20, '21:00', '00:30', PARIS),
      price: eur('18'),
      venues: ['cave-saint-germain'], organizers: ['lisbon-jazz'], categories: ['jazz'], tags: ['live-music'],
      text: eventText(
        ['Lisbon Meets Paris: Jazz Exchange', 'lisbon-meets-paris-jazz-exchange', 'Musicians of the Lisbon Jazz Collective share the stage with the cellar’s house band.'],
        ['Lisbonne rencontre Paris : échange jazz', 'lisbonne-rencontre-paris-echange-jazz', 'Les musiciens du Collectif Jazz de Lisbonne partagent la scène avec l’orchestre maison de la cave.'],
        ['Lisboa encontra Paris: intercâmbio de jazz', 'lisboa-encontra-paris-intercambio-de-jazz', 'Músicos do Coletivo de Jazz de Lisboa partilham o palco com a banda residente da cave.']
      ),
    }),
    event(c, {
      key: 'portuguese-guitar',
      when: c.timed(30, '19:00', '20:30', LISBON),
      price: eur('10'),
      venues: ['casa-fado'], organizers: ['fado-vivo'], categories: ['fado', 'workshops'], tags: ['live-music'],
      text: eventText(
        ['Meet the Portuguese Guitar', 'meet-the-portuguese-guitar', 'A guitarist explains and plays the twelve-string guitar that gives fado its voice.'],
        ['À la découverte de la guitare portugaise', 'a-la-decouverte-de-la-guitare-portugaise', 'Un guitariste présente et fait entendre la guitare à douze cordes qui donne sa voix au fado.'],
        ['À descoberta da guitarra portuguesa', 'a-descoberta-da-guitarra-portuguesa', 'Um guitarrista apresenta e toca a guitarra de doze cordas que dá voz ao fado.']
      ),
    }),
    event(c, {
      // The three-day festival: all day, in the garden, run by two organizers.
      key: 'jazz-in-the-garden',
      when: c.allDay(45, LISBON, 3),
      price: eur('25 - 60'),
      featured: true, sticky: true,
      venues: ['jardim-estrela'], organizers: ['lisbon-jazz', 'estrela-families'],
      categories: ['festivals', 'jazz'], tags: ['outdoor', 'live-music', 'food'],
      text: eventText(
        ['Jazz in the Garden Festival', 'jazz-in-the-garden-festival', 'Three days of concerts on the Estrela bandstand, from morning brass bands to midnight big bands.', 'Day pass 25 €, three-day pass 60 €. Food stalls open all day.'],
        ['Festival Jazz au jardin', 'festival-jazz-au-jardin', 'Trois jours de concerts sur le kiosque de l’Estrela, des fanfares du matin aux big bands de minuit.', 'Pass journée 25 €, pass trois jours 60 €. Stands de restauration ouverts toute la journée.'],
        ['Festival Jazz no Jardim', 'festival-jazz-no-jardim', 'Três dias de concertos no coreto da Estrela, das fanfarras da manhã às big bands da meia-noite.', 'Passe diário 25 €, passe de três dias 60 €. Bancas de comida abertas todo o dia.'],
        'https://lisbonjazz.example.org/festival'
      ),
    }),
    event(c, {
      key: 'four-seasons',
      when: c.timed(60, '19:30', '21:15', LISBON),
      price: eur('20'),
      venues: ['auditorio-tejo'], organizers: ['tagus-orchestra'], categories: ['classical'], tags: ['accessible'],
      text: eventText(
        ['Baroque at Sunset: The Four Seasons', 'baroque-at-sunset-the-four-seasons', 'Vivaldi’s four violin concertos played on period instruments, with the river behind the stage.'],
        ['Baroque au coucher du soleil : Les Quatre Saisons', 'baroque-au-coucher-du-soleil-les-quatre-saisons', 'Les quatre concertos pour violon de Vivaldi joués sur instruments d’époque, avec le fleuve en toile de fond.'],
        ['Barroco ao pôr do sol: As Quatro Estações', 'barroco-ao-por-do-sol-as-quatro-estacoes', 'Os quatro concertos para violino de Vivaldi tocados em instrumentos de época, com o rio como pano de fundo.']
      ),
    }),
    event(c, {
      key: 'fado-douro-wines',
      when: c.timed(75, '20:00', '23:00', LISBON),
      price: eur('35'),
      venues: ['casa-fado'], organizers: ['fado-vivo'], categories: ['fado'], tags: ['wine', 'food', 'live-music'],
      text: eventText(
        ['Fado, Petiscos and Douro Wines', 'fado-petiscos-and-douro-wines', 'An evening of fado with Portuguese small plates and four wines from the Douro valley.'],
        ['Fado, petiscos et vins du Douro', 'fado-petiscos-et-vins-du-douro', 'Une soirée de fado accompagnée de petites assiettes portugaises et de quatre vins de la vallée du Douro.'],
        ['Fado, petiscos e vinhos do Douro', 'fado-petiscos-e-vinhos-do-douro', 'Uma noite de fado com petiscos portugueses e quatro vinhos do vale do Douro.']
      ),
    }),
    event(c, {
      key: 'brass-band',
      when: c.timed(95, '17:00', '18:30', LISBON),
      price: eur('0'),
      venues: ['jardim-estrela'], organizers: ['estrela-families'], categories: ['music'], tags: ['outdoor', 'free'],
      // Postponed, its new date to be announced (issue 35).
      change: {
        status: 'postponed',
        reason: ['The bandstand is closed for repairs; a new date will follow.', 'Le kiosque est fermé pour travaux ; une nouvelle date suivra.', 'O coreto está fechado para obras; será anunciada uma nova data.'],
      },
      text: eventText(
        ['Brass Band on the Bandstand', 'brass-band-on-the-bandstand', 'The Estrela brass band plays marches, film tunes and pasodobles under the trees.'],
        ['Fanfare au kiosque', 'fanfare-au-kiosque', 'La fanfare de l’Estrela joue marches, musiques de films et pasodobles sous les arbres.'],
        ['Banda filarmónica no coreto', 'banda-filarmonica-no-coreto', 'A banda filarmónica da Estrela toca marchas, bandas sonoras e pasodobles debaixo das árvores.']
      ),
    }),
    event(c, {
      key: 'chopin-recital',
      status: 'draft',
      when: c.timed(110, '19:00', '20:30', LISBON),
      price: eur('15'),
      venues: ['auditorio-tejo'], organizers: ['tagus-orchestra'], categories: ['classical'],
      text: eventText(
        ['Piano Recital: Chopin Nocturnes (to be confirmed)', 'piano-recital-chopin-nocturnes', 'Programme and pianist still to be confirmed.'],
        ['Récital de piano : Nocturnes de Chopin (à confirmer)', 'recital-de-piano-nocturnes-de-chopin', 'Programme et pianiste encore à confirmer.'],
        ['Recital de piano: Noturnos de Chopin (a confirmar)', 'recital-de-piano-noturnos-de-chopin', 'Programa e pianista ainda por confirmar.']
      ),
    }),
    event(c, {
      key: 'amalia-tribute',
      status: 'pending',
      when: c.timed(150, '21:00', '23:00', LISBON),
      price: eur('20 - 45'),
      venues: ['auditorio-tejo'], organizers: ['fado-vivo', 'tagus-orchestra'], categories: ['fado', 'classical'],
      text: eventText(
        ['Amália: a Symphonic Tribute', 'amalia-a-symphonic-tribute', 'Amália’s best-known fados arranged for chamber orchestra and three voices.'],
        ['Amália, hommage symphonique', 'amalia-hommage-symphonique', 'Les fados les plus célèbres d’Amália arrangés pour orchestre de chambre et trois voix.'],
        ['Amália: homenagem sinfónica', 'amalia-homenagem-sinfonica', 'Os fados mais conhecidos de Amália em arranjos para orquestra de câmara e três vozes.']
      ),
    }),
  ];
}
