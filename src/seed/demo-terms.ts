import { termText, type DemoCategory, type DemoTag } from './demo-types';

/** Parents come before their children (the seed links a child to its parent's existing rows). */
export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'music',
    text: termText(
      ['Music', 'music', 'Concerts and live music of every kind.'],
      ['Musique', 'musique', 'Concerts et musique live de tous genres.'],
      ['Música', 'musica', 'Concertos e música ao vivo de todos os géneros.']
    ),
  },
  {
    key: 'jazz',
    parent: 'music',
    text: termText(
      ['Jazz', 'jazz', 'Jam sessions, clubs and jazz concerts.'],
      ['Jazz', 'jazz', 'Bœufs, clubs et concerts de jazz.'],
      ['Jazz', 'jazz', 'Jam sessions, clubes e concertos de jazz.']
    ),
  },
  {
    key: 'classical',
    parent: 'music',
    text: termText(
      ['Classical', 'classical', 'Orchestral, chamber and early music.'],
      ['Classique', 'classique', 'Musique symphonique, de chambre et ancienne.'],
      ['Clássica', 'classica', 'Música orquestral, de câmara e antiga.']
    ),
  },
  {
    key: 'fado',
    parent: 'music',
    text: termText(
      ['Fado', 'fado', 'Lisbon’s own song: fado houses and fado nights.'],
      ['Fado', 'fado', 'Le chant de Lisbonne : maisons de fado et soirées fado.'],
      ['Fado', 'fado', 'A canção de Lisboa: casas de fado e noites de fado.']
    ),
  },
  {
    key: 'workshops',
    text: termText(
      ['Workshops', 'workshops', 'Hands-on classes in small groups.'],
      ['Ateliers', 'ateliers', 'Cours pratiques en petits groupes.'],
      ['Oficinas', 'oficinas', 'Aulas práticas em pequenos grupos.']
    ),
  },
  {
    key: 'family',
    text: termText(
      ['Family', 'family', 'Activities for children and their grown-ups.'],
      ['Famille', 'famille', 'Des activités pour les enfants et leurs parents.'],
      ['Família', 'familia', 'Atividades para os miúdos e para os graúdos.']
    ),
  },
  {
    key: 'festivals',
    text: termText(
      ['Festivals', 'festivals', 'Events over several days with a full programme.'],
      ['Festivals', 'festivals', 'Des événements sur plusieurs jours avec un programme complet.'],
      ['Festivais', 'festivais', 'Eventos de vários dias com um programa completo.']
    ),
  },
  {
    key: 'talks',
    text: termText(
      ['Talks', 'talks', 'Lectures, conversations and guided walks.'],
      ['Conférences', 'conferences', 'Conférences, débats et visites commentées.'],
      ['Conversas', 'conversas', 'Palestras, conversas e visitas guiadas.']
    ),
  },
];

export const DEMO_TAGS: DemoTag[] = [
  {
    key: 'outdoor',
    text: termText(
      ['Outdoor', 'outdoor', 'Happens in the open air.'],
      ['Plein air', 'plein-air', 'Se déroule en plein air.'],
      ['Ao ar livre', 'ao-ar-livre', 'Decorre ao ar livre.']
    ),
  },
  {
    key: 'free',
    text: termText(
      ['Free entry', 'free-entry', 'No ticket needed.'],
      ['Entrée libre', 'entree-libre', 'Sans billet.'],
      ['Entrada livre', 'entrada-livre', 'Não é preciso bilhete.']
    ),
  },
  {
    key: 'kids',
    text: termText(
      ['Kids', 'kids', 'Suitable for children.'],
      ['Enfants', 'enfants', 'Adapté aux enfants.'],
      ['Miúdos', 'miudos', 'Adequado para crianças.']
    ),
  },
  {
    key: 'live-music',
    text: termText(
      ['Live music', 'live-music', 'Musicians on stage.'],
      ['Musique live', 'musique-live', 'Des musiciens sur scène.'],
      ['Música ao vivo', 'musica-ao-vivo', 'Músicos em palco.']
    ),
  },
  {
    key: 'wine',
    text: termText(
      ['Wine', 'wine', 'Tastings and wine pairings.'],
      ['Vin', 'vin', 'Dégustations et accords mets-vins.'],
      ['Vinho', 'vinho', 'Provas e harmonizações de vinhos.']
    ),
  },
  {
    key: 'online',
    text: termText(
      ['Online', 'online', 'Follow it from anywhere.'],
      ['En ligne', 'en-ligne', 'À suivre de partout.'],
      ['Online', 'online', 'Para acompanhar a partir de qualquer lugar.']
    ),
  },
  {
    key: 'accessible',
    text: termText(
      ['Wheelchair accessible', 'wheelchair-accessible', 'Step-free access and accessible toilets.'],
      ['Accessible en fauteuil', 'accessible-en-fauteuil', 'Accès de plain-pied et toilettes adaptées.'],
      ['Acessível', 'acessivel', 'Acesso sem degraus e casas de banho adaptadas.']
    ),
  },
  {
    key: 'food',
    text: termText(
      ['Food', 'food', 'Something good to eat.'],
      ['Gastronomie', 'gastronomie', 'De quoi bien manger.'],
      ['Gastronomia', 'gastronomia', 'Coisas boas para comer.']
    ),
  },
];
