import { LISBON, eur, event, type DemoClock } from './demo-time';
import { eventText, type DemoEvent } from './demo-types';

/** Family activities, festivals and neighbourhood events (several with no venue, organizer or category). */
export function communityEvents(c: DemoClock): DemoEvent[] {
  return [
    event(c, {
      key: 'sunrise-yoga',
      when: c.timed(-2, '08:00', '09:00', LISBON),
      price: eur('0'),
      venues: ['jardim-estrela'], tags: ['outdoor', 'free'],
      text: eventText(
        ['Sunrise Yoga in the Park', 'sunrise-yoga-in-the-park', 'A gentle hour of yoga on the lawn; bring a mat and some water.'],
        ['Yoga au lever du soleil', 'yoga-au-lever-du-soleil', 'Une heure de yoga en douceur sur la pelouse ; apportez un tapis et de l’eau.'],
        ['Ioga ao nascer do sol', 'ioga-ao-nascer-do-sol', 'Uma hora de ioga suave na relva; traga um tapete e água.']
      ),
    }),
    event(c, {
      key: 'stories-under-trees',
      when: c.timed(6, '10:30', '11:30', LISBON),
      price: eur('0'),
      venues: ['jardim-estrela'], organizers: ['estrela-families'], categories: ['family'], tags: ['kids', 'outdoor', 'free'],
      text: eventText(
        ['Stories under the Trees', 'stories-under-the-trees', 'Storytellers read picture books in three languages for children aged 3 to 7.'],
        ['Contes sous les arbres', 'contes-sous-les-arbres', 'Des conteurs lisent des albums en trois langues pour les enfants de 3 à 7 ans.'],
        ['Histórias debaixo das árvores', 'historias-debaixo-das-arvores', 'Contadores de histórias leem livros ilustrados em três línguas para miúdos dos 3 aos 7 anos.']
      ),
    }),
    event(c, {
      // A single all-day event with no organizer and no category.
      key: 'farmers-market',
      when: c.allDay(9, LISBON),
      price: { cost: 'Free' },
      venues: ['jardim-estrela'], tags: ['food', 'outdoor', 'free'],
      // Cancelled, and still published so that people learn of it (issue 35).
      change: {
        status: 'cancelled',
        reason: ['A storm warning is in force for Lisbon.', 'Une alerte tempête est en vigueur à Lisbonne.', 'Está em vigor um aviso de tempestade para Lisboa.'],
      },
      text: eventText(
        ['Organic Farmers’ Market', 'organic-farmers-market', 'Fruit, cheese, bread and honey straight from producers in the Lisbon region.'],
        ['Marché de producteurs bio', 'marche-de-producteurs-bio', 'Fruits, fromages, pain et miel en direct des producteurs de la région de Lisbonne.'],
        ['Mercado de produtores biológicos', 'mercado-de-produtores-biologicos', 'Fruta, queijo, pão e mel diretamente dos produtores da região de Lisboa.']
      ),
    }),
    event(c, {
      key: 'volunteers-dinner',
      status: 'private',
      when: c.timed(22, '20:00', '23:00', LISBON),
      venues: ['fabrica-ideias'], organizers: ['estrela-families'],
      text: eventText(
        ['Volunteers’ Dinner', 'volunteers-dinner', 'A thank-you dinner for everyone who helped at this year’s events.'],
        ['Dîner des bénévoles', 'diner-des-benevoles', 'Un dîner pour remercier toutes celles et ceux qui ont aidé lors des événements de l’année.'],
        ['Jantar dos voluntários', 'jantar-dos-voluntarios', 'Um jantar de agradecimento a todos os que ajudaram nos eventos deste ano.']
      ),
    }),
    event(c, {
      key: 'little-scientists',
      when: c.timed(27, '15:00', '17:30', LISBON),
      // Moved a week later (issue 35): the former start is kept.
      change: {
        status: 'rescheduled',
        reason: ['Moved a week later: the lab is being repainted.', 'Déplacé d’une semaine : le laboratoire est en travaux de peinture.', 'Passou para a semana seguinte: o laboratório está a ser pintado.'],
        previousStartDaysBefore: 7,
      },
      price: eur('5'),
      venues: ['fabrica-ideias'], organizers: ['estrela-families'], categories: ['family'], tags: ['kids', 'accessible'],
      text: eventText(
        ['Little Scientists’ Afternoon', 'little-scientists-afternoon', 'Volcanoes, magnets and slime: hands-on experiments for 6 to 11-year-olds.'],
        ['Après-midi des petits scientifiques', 'apres-midi-des-petits-scientifiques', 'Volcans, aimants et pâte gluante : des expériences pratiques pour les 6-11 ans.'],
        ['Tarde dos pequenos cientistas', 'tarde-dos-pequenos-cientistas', 'Vulcões, ímanes e slime: experiências práticas para miúdos dos 6 aos 11 anos.']
      ),
    }),
    event(c, {
      key: 'dom-roberto',
      when: c.timed(41, '11:00', '12:00', LISBON),
      price: eur('3 - 6'),
      venues: ['jardim-estrela'], organizers: ['estrela-families'], categories: ['family'], tags: ['kids', 'outdoor'],
      text: eventText(
        ['Dom Roberto Puppet Show', 'dom-roberto-puppet-show', 'Portugal’s traditional glove puppets, with their squeaky voices and slapstick fights.'],
        ['Spectacle de marionnettes Dom Roberto', 'spectacle-de-marionnettes-dom-roberto', 'Les marionnettes à gaine traditionnelles du Portugal, leurs voix nasillardes et leurs bagarres burlesques.'],
        ['Teatro Dom Roberto', 'teatro-dom-roberto', 'Os tradicionais fantoches de luva portugueses, com as suas vozes esganiçadas e as suas lutas burlescas.']
      ),
    }),
    event(c, {
      key: 'garden-book-fair',
      when: c.allDay(85, LISBON, 4),
      price: eur('0'),
      featured: true,
      venues: ['jardim-estrela'], organizers: ['tagus-talks'], categories: ['festivals'], tags: ['outdoor', 'free', 'kids'],
      text: eventText(
        ['Garden Book Fair', 'garden-book-fair', 'Four days of publishers’ stalls, author signings and children’s readings in the garden.'],
        ['Salon du livre au jardin', 'salon-du-livre-au-jardin', 'Quatre jours de stands d’éditeurs, de dédicaces et de lectures pour enfants au jardin.'],
        ['Feira do Livro no Jardim', 'feira-do-livro-no-jardim', 'Quatro dias de bancas de editoras, sessões de autógrafos e leituras para os mais pequenos no jardim.']
      ),
    }),
    event(c, {
      // Two days, timed: from lunchtime on the first day to late on the second.
      key: 'street-food-festival',
      when: c.timed(100, '12:00', '23:00', LISBON, 1),
      price: eur('5 - 20'),
      venues: ['fabrica-ideias'], categories: ['festivals'], tags: ['food', 'live-music'],
      text: eventText(
        ['Street Food Festival', 'street-food-festival', 'Twenty food trucks, a DJ in the courtyard and long tables from lunchtime until late.'],
        ['Festival de street food', 'festival-de-street-food', 'Vingt food trucks, un DJ dans la cour et de grandes tablées du déjeuner jusque tard dans la nuit.'],
        ['Festival de comida de rua', 'festival-de-comida-de-rua', 'Vinte roulottes de comida, um DJ no pátio e mesas corridas desde a hora de almoço até tarde.']
      ),
    }),
    event(c, {
      key: 'cinema-under-stars',
      when: c.timed(130, '21:30', '23:30', LISBON),
      price: eur('4'),
      venues: ['jardim-estrela'], categories: ['family', 'festivals'], tags: ['outdoor', 'kids'],
      text: eventText(
        ['Cinema under the Stars', 'cinema-under-the-stars', 'A family classic on a giant screen: bring a blanket, we bring the popcorn.'],
        ['Cinéma sous les étoiles', 'cinema-sous-les-etoiles', 'Un grand classique familial sur écran géant : apportez une couverture, on s’occupe du pop-corn.'],
        ['Cinema sob as estrelas', 'cinema-sob-as-estrelas', 'Um clássico para toda a família num ecrã gigante: traga uma manta, nós tratamos das pipocas.']
      ),
    }),
    event(c, {
      // All day, away from Lisbon: no venue, no category.
      key: 'douro-harvest',
      when: c.allDay(160, LISBON),
      price: eur('65 - 90'),
      featured: true,
      organizers: ['fado-vivo'], tags: ['wine', 'food', 'outdoor'],
      text: eventText(
        ['Grape Harvest Day in the Douro', 'grape-harvest-day-in-the-douro', 'A day trip to a family quinta: pick grapes, tread them in the lagar and stay for lunch.', 'The coach leaves Lisbon at 6:30; the price includes transport and lunch.'],
        ['Journée des vendanges dans le Douro', 'journee-des-vendanges-dans-le-douro', 'Une excursion dans une quinta familiale : cueillette du raisin, foulage au lagar et déjeuner sur place.', 'Départ en car de Lisbonne à 6 h 30 ; le prix comprend le transport et le déjeuner.'],
        ['Dia de vindimas no Douro', 'dia-de-vindimas-no-douro', 'Uma excursão a uma quinta familiar: apanhar uvas, pisá-las no lagar e ficar para o almoço.', 'Partida de autocarro de Lisboa às 6h30; o preço inclui o transporte e o almoço.']
      ),
    }),
    event(c, {
      key: 'peter-and-the-wolf',
      when: c.timed(170, '11:00', '12:00', LISBON),
      price: eur('8 - 15'),
      venues: ['auditorio-tejo'], organizers: ['tagus-orchestra', 'estrela-families'],
      categories: ['family', 'classical'], tags: ['kids', 'accessible'],
      text: eventText(
        ['Peter and the Wolf: Family Concert', 'peter-and-the-wolf-family-concert', 'Prokofiev’s musical tale, narrated for children, with a chance to meet the instruments afterwards.'],
        ['Pierre et le Loup : concert en famille', 'pierre-et-le-loup-concert-en-famille', 'Le conte musical de Prokofiev raconté aux enfants, avec une rencontre des instruments à la fin.'],
        ['O Pedro e o Lobo: concerto para famílias', 'o-pedro-e-o-lobo-concerto-para-familias', 'O conto musical de Prokofiev, narrado para os mais novos, com apresentação dos instrumentos no final.']
      ),
    }),
    event(c, {
      // No venue, no organizer, no category.
      key: 'riverside-night-run',
      when: c.timed(178, '21:00', '23:00', LISBON),
      price: eur('12'),
      tags: ['outdoor'],
      text: eventText(
        ['Riverside Night Run', 'riverside-night-run', 'A 10 km run along the Tagus from Cais do Sodré to Belém; head torches provided.'],
        ['Course nocturne au bord du fleuve', 'course-nocturne-au-bord-du-fleuve', '10 km le long du Tage, de Cais do Sodré à Belém ; lampes frontales fournies.'],
        ['Corrida noturna junto ao rio', 'corrida-noturna-junto-ao-rio', '10 km ao longo do Tejo, do Cais do Sodré a Belém, com lanternas frontais incluídas.']
      ),
    }),
  ];
}
