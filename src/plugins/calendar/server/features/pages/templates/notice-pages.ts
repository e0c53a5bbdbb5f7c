import { word, type VisitorLanguage } from '../../../../shared/visitors/words';
import { html, type Html } from './html';

/** The page of anything hidden or unknown: the same for a draft as for a record that never existed. */
export const notFoundPage = (language: VisitorLanguage): Html =>
  html`<h1>${word(language, 'page.notFound')}</h1><p>${word(language, 'page.notFoundText')}</p>`;

/**
 * A password-protected record: a form that posts the password back to the same address (never in the
 * URL, so it stays out of logs and Referer headers), as WordPress asks for a post's password.
 */
export function passwordPage(language: VisitorLanguage, action: string, wrong: boolean): Html {
  return html`<h1>${word(language, 'page.protected')}</h1>
<p>${word(language, 'page.protectedText')}</p>
${wrong ? html`<p class="error" role="alert">${word(language, 'page.wrongPassword')}</p>` : ''}
<form class="password" method="post" action="${action}">
<label>${word(language, 'page.password')}<br><input type="password" name="post_password" required autocomplete="current-password"></label>
<button type="submit">${word(language, 'page.unlock')}</button>
</form>`;
}
