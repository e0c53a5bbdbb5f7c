import type { DemoOrganizer, DemoVenue } from './demo-types';

const PT = { en: 'Portugal', fr: 'Portugal', 'pt-PT': 'Portugal' } as const;
const FR = { en: 'France', fr: 'France', 'pt-PT': 'França' } as const;

export const DEMO_VENUES: DemoVenue[] = [
  {
    key: 'casa-fado',
    shared: {
      address: 'Rua de São Miguel 20',
      city: 'Lisboa',
      zip: '1100-544',
      province: 'Lisboa',
      stateprovince: 'Lisboa',
      phone: '+351 218 000 101',
      latitude: 38.7115,
      longitude: -9.1297,
    },
    text: {
      en: { name: 'Casa do Fado da Alfama', slug: 'casa-do-fado-da-alfama', country: PT.en, description: 'A small fado house in the heart of Alfama, with stone walls, candlelight and forty seats.' },
      fr: { name: 'Casa do Fado da Alfama', slug: 'casa-do-fado-da-alfama', country: PT.fr, description: 'Une petite maison de fado au cœur de l’Alfama : murs de pierre, bougies et quarante places.' },
      'pt-PT': { name: 'Casa do Fado da Alfama', slug: 'casa-do-fado-da-alfama', country: PT['pt-PT'], description: 'Uma pequena casa de fado no coração de Alfama, com paredes de pedra, velas e quarenta lugares.' },
    },
  },
  {
    key: 'auditorio-tejo',
    shared: {
      address: 'Avenida de Brasília 52',
      city: 'Lisboa',
      zip: '1300-598',
      province: 'Lisboa',
      stateprovince: 'Lisboa',
      phone: '+351 213 000 200',
      latitude: 38.6967,
      longitude: -9.193,
    },
    text: {
      en: { name: 'Tagus Auditorium', slug: 'tagus-auditorium', country: PT.en, website: 'https://auditorio-tejo.example.org/en', description: 'A 600-seat riverside concert hall with a warm wooden acoustic, home of the Tagus Chamber Orchestra.' },
      fr: { name: 'Auditorium du Tage', slug: 'auditorium-du-tage', country: PT.fr, website: 'https://auditorio-tejo.example.org/fr', description: 'Une salle de concert de 600 places au bord du fleuve, à l’acoustique chaleureuse, où réside l’Orchestre de chambre du Tage.' },
      'pt-PT': { name: 'Auditório do Tejo', slug: 'auditorio-do-tejo', country: PT['pt-PT'], website: 'https://auditorio-tejo.example.org/pt', description: 'Uma sala de concertos de 600 lugares junto ao rio, com uma acústica quente em madeira, casa da Orquestra de Câmara do Tejo.' },
    },
  },
  {
    key: 'jardim-estrela',
    shared: {
      address: 'Praça da Estrela',
      city: 'Lisboa',
      zip: '1200-667',
      province: 'Lisboa',
      stateprovince: 'Lisboa',
      latitude: 38.714,
      longitude: -9.1597,
      showMapLink: true,
    },
    text: {
      en: { name: 'Estrela Garden', slug: 'estrela-garden', country: PT.en, description: 'A romantic 19th-century public garden with a bandstand, a duck pond and plenty of shade.' },
      fr: { name: 'Jardin de l’Estrela', slug: 'jardin-de-l-estrela', country: PT.fr, description: 'Un jardin public romantique du XIXe siècle, avec son kiosque à musique, son étang aux canards et beaucoup d’ombre.' },
      'pt-PT': { name: 'Jardim da Estrela', slug: 'jardim-da-estrela', country: PT['pt-PT'], description: 'Um jardim público romântico do século XIX, com coreto, lago dos patos e muita sombra.' },
    },
  },
  {
    key: 'fabrica-ideias',
    shared: {
      address: 'Rua Rodrigues de Faria 103',
      city: 'Lisboa',
      zip: '1300-501',
      province: 'Lisboa',
      stateprovince: 'Lisboa',
      phone: '+351 213 000 303',
      showMap: false,
    },
    text: {
      en: { name: 'Ideas Factory', slug: 'ideas-factory', country: PT.en, description: 'A former textile mill turned into studios, a bookshop and a late-night stage.' },
      fr: { name: 'Fabrique des idées', slug: 'fabrique-des-idees', country: PT.fr, description: 'Une ancienne filature devenue ateliers, librairie et scène de fin de soirée.' },
      'pt-PT': { name: 'Fábrica das Ideias', slug: 'fabrica-das-ideias', country: PT['pt-PT'], description: 'Uma antiga fábrica têxtil transformada em ateliês, livraria e palco para as noites longas.' },
    },
  },
  {
    key: 'cave-saint-germain',
    shared: {
      address: '6 rue Guisarde',
      city: 'Paris',
      zip: '75006',
      province: 'Île-de-France',
      stateprovince: 'Île-de-France',
      phone: '+33 1 40 00 00 06',
      latitude: 48.8523,
      longitude: 2.335,
    },
    text: {
      en: { name: 'Saint-Germain Jazz Cellar', slug: 'saint-germain-jazz-cellar', country: FR.en, description: 'A vaulted 17th-century cellar where jazz has been played every night since 1958.' },
      fr: { name: 'La Cave de Saint-Germain', slug: 'la-cave-de-saint-germain', country: FR.fr, description: 'Une cave voûtée du XVIIe siècle où l’on joue du jazz tous les soirs depuis 1958.' },
      'pt-PT': { name: 'Cave de Saint-Germain', slug: 'cave-de-saint-germain', country: FR['pt-PT'], description: 'Uma cave abobadada do século XVII onde se toca jazz todas as noites desde 1958.' },
    },
  },
  {
    key: 'atelier-lumiere',
    shared: { address: '12 rue Oberkampf', city: 'Paris', zip: '75011', province: 'Île-de-France', stateprovince: 'Île-de-France' },
    text: {
      en: { name: 'Atelier Lumière', slug: 'atelier-lumiere', country: FR.en, website: 'https://atelier-lumiere.example.org/en', description: 'A bright courtyard workshop for ceramics, photography and printmaking classes.' },
      fr: { name: 'Atelier Lumière', slug: 'atelier-lumiere', country: FR.fr, website: 'https://atelier-lumiere.example.org/fr', description: 'Un atelier lumineux sur cour pour des cours de céramique, de photographie et de gravure.' },
      'pt-PT': { name: 'Atelier Lumière', slug: 'atelier-lumiere', country: FR['pt-PT'], website: 'https://atelier-lumiere.example.org/pt', description: 'Um ateliê luminoso num pátio, com aulas de cerâmica, fotografia e gravura.' },
    },
  },
];

export const DEMO_ORGANIZERS: DemoOrganizer[] = [
  {
    key: 'lisbon-jazz',
    shared: { phone: '+351 912 000 111', email: 'hello@lisbonjazz.example.org' },
    text: {
      en: { name: 'Lisbon Jazz Collective', slug: 'lisbon-jazz-collective', website: 'https://lisbonjazz.example.org/en', description: 'Musicians and fans who have been running jam sessions and concerts across Lisbon since 2009.' },
      fr: { name: 'Collectif Jazz de Lisbonne', slug: 'collectif-jazz-de-lisbonne', website: 'https://lisbonjazz.example.org/fr', description: 'Des musiciens et des passionnés qui organisent bœufs et concerts dans tout Lisbonne depuis 2009.' },
      'pt-PT': { name: 'Coletivo de Jazz de Lisboa', slug: 'coletivo-de-jazz-de-lisboa', website: 'https://lisbonjazz.example.org/pt', description: 'Músicos e amantes de jazz que organizam jam sessions e concertos por toda a Lisboa desde 2009.' },
    },
  },
  {
    key: 'fado-vivo',
    shared: { phone: '+351 218 000 102', email: 'geral@fadovivo.example.org' },
    text: {
      en: { name: 'Fado Vivo Association', slug: 'fado-vivo-association', description: 'A non-profit association that keeps traditional, amateur fado alive in the old quarters.' },
      fr: { name: 'Association Fado Vivo', slug: 'association-fado-vivo', description: 'Une association à but non lucratif qui fait vivre le fado traditionnel et amateur dans les vieux quartiers.' },
      'pt-PT': { name: 'Associação Fado Vivo', slug: 'associacao-fado-vivo', description: 'Uma associação sem fins lucrativos que mantém vivo o fado tradicional e amador nos bairros históricos.' },
    },
  },
  {
    key: 'tagus-orchestra',
    shared: { phone: '+351 213 000 201', email: 'bilheteira@orquestratejo.example.org' },
    text: {
      en: { name: 'Tagus Chamber Orchestra', slug: 'tagus-chamber-orchestra', website: 'https://orquestratejo.example.org/en', description: 'Thirty-two musicians playing baroque to contemporary repertoire, resident at the Tagus Auditorium.' },
      fr: { name: 'Orchestre de chambre du Tage', slug: 'orchestre-de-chambre-du-tage', website: 'https://orquestratejo.example.org/fr', description: 'Trente-deux musiciens, du baroque au contemporain, en résidence à l’Auditorium du Tage.' },
      'pt-PT': { name: 'Orquestra de Câmara do Tejo', slug: 'orquestra-de-camara-do-tejo', website: 'https://orquestratejo.example.org/pt', description: 'Trinta e dois músicos, do barroco ao contemporâneo, em residência no Auditório do Tejo.' },
    },
  },
  {
    key: 'estrela-families',
    shared: { email: 'ola@familiasestrela.example.org' },
    text: {
      en: { name: 'Estrela Families Club', slug: 'estrela-families-club', description: 'Parents and volunteers organising free outdoor activities for children in the Estrela neighbourhood.' },
      fr: { name: 'Club des familles de l’Estrela', slug: 'club-des-familles-de-l-estrela', description: 'Des parents et des bénévoles qui organisent des activités gratuites en plein air pour les enfants du quartier de l’Estrela.' },
      'pt-PT': { name: 'Clube das Famílias da Estrela', slug: 'clube-das-familias-da-estrela', description: 'Pais e voluntários que organizam atividades gratuitas ao ar livre para os miúdos do bairro da Estrela.' },
    },
  },
  {
    key: 'tagus-talks',
    shared: { phone: '+351 213 000 404', email: 'info@conversasdotejo.example.org' },
    text: {
      en: { name: 'Tagus Talks', slug: 'tagus-talks', website: 'https://conversasdotejo.example.org/en', description: 'Talks, walks and conversations about cities, culture and ideas, in person and online.' },
      fr: { name: 'Rencontres du Tage', slug: 'rencontres-du-tage', website: 'https://conversasdotejo.example.org/fr', description: 'Conférences, balades et débats sur la ville, la culture et les idées, sur place et en ligne.' },
      'pt-PT': { name: 'Conversas do Tejo', slug: 'conversas-do-tejo', website: 'https://conversasdotejo.example.org/pt', description: 'Palestras, passeios e conversas sobre cidades, cultura e ideias, ao vivo e online.' },
    },
  },
  {
    key: 'lumiere-studio',
    shared: { phone: '+33 1 40 00 00 12', email: 'bonjour@atelier-lumiere.example.org' },
    text: {
      en: { name: 'Lumière Creative Studio', slug: 'lumiere-creative-studio', description: 'Ceramicists, photographers and illustrators teaching small-group classes in Paris and Lisbon.' },
      fr: { name: 'Studio créatif Lumière', slug: 'studio-creatif-lumiere', description: 'Céramistes, photographes et illustrateurs qui donnent des cours en petits groupes à Paris et à Lisbonne.' },
      'pt-PT': { name: 'Estúdio Criativo Lumière', slug: 'estudio-criativo-lumiere', description: 'Ceramistas, fotógrafos e ilustradores que dão aulas em pequenos grupos em Paris e em Lisboa.' },
    },
  },
];
