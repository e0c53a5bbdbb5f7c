import { apiLanguage, type VisitorLanguage } from '../shared/visitors/words';
import { LanguageRefused } from './api';

/**
 * The `ml_language` of the element's requests: the page's language, or none (the site's default language)
 * once the site refused it (a language not among its `languages` answers 400). The interface words stay
 * in the page's language either way.
 */
export class RequestLanguage {
  private refusedCode: string | null = null;

  /** The code to send for a page in `language`; null once that code was refused. */
  of(language: VisitorLanguage): string | null {
    const code = apiLanguage(language);
    return code === this.refusedCode ? null : code;
  }

  /**
   * Whether `error` is the site refusing `asked`, the language a request was sent in: the next requests
   * leave it out. Never for a request sent without one, so each is asked again once at most.
   */
  refused(error: unknown, asked: string | null): boolean {
    if (!(error instanceof LanguageRefused) || asked === null) return false;
    this.refusedCode = asked;
    return true;
  }
}
