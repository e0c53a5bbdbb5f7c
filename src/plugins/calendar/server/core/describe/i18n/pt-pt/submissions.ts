import type { Catalog } from '..';

/** European Portuguese: visitors' submissions (issue 36): the challenge, the submission, the private link. */
export const submissions: Catalog = {
  'A new challenge, signed and expiring': 'Um novo desafio, assinado e com prazo',
  'A proof-of-work challenge (ALTCHA) to solve before submitting an event': 'Um desafio de prova de trabalho (ALTCHA) a resolver antes de propor um evento',
  "A submission, through its submitter's private link": 'Uma proposta, através da ligação privada de quem a enviou',
  "Change a submitted event through the submitter's private link: it goes back to review":
    'Alterar um evento proposto através da ligação privada de quem o enviou: volta a revisão',
  'Events proposed by visitors: a challenge, the submission, the private link': 'Eventos propostos por visitantes: um desafio, a proposta, a ligação privada',
  'Leave empty (a field people never see)': 'Deixar vazio (um campo que ninguém vê)',
  'Propose an event: it waits in Pending review until an editor publishes it': 'Propor um evento: aguarda revisão até um editor o publicar',
  'The SHA-256 (hex) of the salt followed by the hidden number': 'O SHA-256 (hexadecimal) do sal seguido do número escondido',
  'The changed submission': 'A proposta alterada',
  'The fields of the event to change (only the body is read)': 'Os campos do evento a alterar (só o corpo é lido)',
  'The language of the event and of the messages (a wire code); default the request language':
    'O idioma do evento e das mensagens (um código de idioma); por omissão o do pedido',
  'The largest number the challenge may hide': 'O maior número que o desafio pode esconder',
  'The proposed event and its submitter (only the body is read)': 'O evento proposto e quem o propõe (só o corpo é lido)',
  'The reference of the submission (never its private link)': 'A referência da proposta (nunca a sua ligação privada)',
  'The reference of the submission': 'A referência da proposta',
  "The secret of the submitter's private link, sent to them by e-mail": 'O segredo da ligação privada, enviado por e-mail a quem propôs o evento',
  'The solved challenge (ALTCHA payload, base64 JSON) of GET /submissions/challenge; each is accepted once':
    'O desafio resolvido (carga ALTCHA, JSON em base64) de GET /submissions/challenge; cada um só é aceite uma vez',
  'The submission is received': 'A proposta foi recebida',
  'The submission': 'A proposta',
  'The submitted event, as the API writes an event': 'O evento proposto, tal como a API escreve um evento',
  "The submitter's e-mail, for the receipt, the private link and the decision; editors only":
    'O e-mail de quem propõe, para o recibo, a ligação privada e a decisão; só os editores o veem',
  "The submitter's name: editors see it, the public never does": 'O nome de quem propõe: os editores veem-no, o público nunca',
  'When the private link stops working (ISO 8601)': 'Quando a ligação privada deixa de funcionar (ISO 8601)',
  'true: the submitter agrees that their name and e-mail are kept until the decision, then deleted':
    'true: quem propõe aceita que o nome e o e-mail sejam guardados até à decisão e depois apagados',
};
