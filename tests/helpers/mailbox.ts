import type { AddressInfo } from 'net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the SMTP server received, parsed: its recipients, subject and text. */
export interface Mail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), for the app's nodemailer provider
 * to deliver to: `env()` gives the app's SMTP settings, `waitFor` the next message matching a test.
 */
export function startMailbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: (session.envelope.rcptTo || []).map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  return {
    mails,
    async listen(): Promise<Record<string, string>> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.server.address() as AddressInfo;
      return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'calendar@site.example' };
    },
    async waitFor(match: (mail: Mail) => boolean, ms = 10_000): Promise<Mail> {
      const until = Date.now() + ms;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such mail; received: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
