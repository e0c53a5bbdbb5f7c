import MarkdownIt from 'markdown-it';
import { jsonLdDescription, renderContent } from '../content';

describe('renderContent', () => {
  const cases: { name: string; text: string | null; expected: string }[] = [
    { name: 'null', text: null, expected: '' },
    { name: 'empty', text: '', expected: '' },
    { name: 'blank', text: '  \n ', expected: '' },
    { name: 'plain text, paragraph-wrapped', text: 'The main hall.', expected: '<p>The main hall.</p>' },
    { name: 'HTML, unchanged', text: '<p>An evening of jazz.</p>', expected: '<p>An evening of jazz.</p>' },
    { name: 'Markdown', text: 'Bring **snacks**', expected: '<p>Bring <strong>snacks</strong></p>' },
    { name: 'a single newline, as a break (like wpautop)', text: 'Doors 7pm\nShow 8pm', expected: '<p>Doors 7pm<br />\nShow 8pm</p>' },
    { name: 'two paragraphs', text: 'One\n\nTwo', expected: '<p>One</p>\n<p>Two</p>' },
    { name: 'surrounding whitespace, trimmed', text: '\n\nHello\n\n', expected: '<p>Hello</p>' },
  ];
  it.each(cases)('$name', ({ text, expected }) => {
    expect(renderContent(text)).toBe(expected);
  });

  // Plain lines skip markdown-it (content.ts): they must render exactly as markdown-it renders them.
  it('renders generated lines exactly as markdown-it does', () => {
    const markdown = new MarkdownIt({ html: true, breaks: true, xhtmlOut: true });
    const alphabet = [...'aZé9 .,;:?\'()-+*_#>=~`!"&<>[]|\\/@$%^{}\t\n\u00a0—1.)'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const words = ['Jazz', 'night', 'https://example.org', '2026', 'l\'été', 'A+B', 'x', '', ' '];
    const mismatches: string[] = [];
    for (let i = 0; i < 20000; i += 1) {
      let line = '';
      const length = 1 + Math.floor(random() * 12);
      for (let j = 0; j < length; j += 1) {
        line += random() < 0.5 ? alphabet[Math.floor(random() * alphabet.length)] : words[Math.floor(random() * words.length)];
      }
      if (!line.trim()) continue;
      const expected = markdown.render(line).trim();
      if (renderContent(line) !== expected) mismatches.push(JSON.stringify(line));
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});

describe('jsonLdDescription', () => {
  const cases: { name: string; excerpt: string | null; description: string | null; expected: string }[] = [
    { name: 'the excerpt, escaped, with a literal \\n', excerpt: 'Jazz excerpt', description: '<p>Long</p>', expected: '&lt;p&gt;Jazz excerpt&lt;/p&gt;\\n' },
    { name: 'the content when there is no excerpt', excerpt: null, description: 'The main hall.', expected: '&lt;p&gt;The main hall.&lt;/p&gt;\\n' },
    { name: 'content reduced to its text', excerpt: '', description: '<p>An <em>evening</em></p>', expected: '&lt;p&gt;An evening&lt;/p&gt;\\n' },
    { name: 'a single quote with a backslash', excerpt: "It's on", description: null, expected: "&lt;p&gt;It\\'s on&lt;/p&gt;\\n" },
    { name: 'nothing', excerpt: null, description: null, expected: '' },
  ];
  it.each(cases)('$name', ({ excerpt, description, expected }) => {
    expect(jsonLdDescription(excerpt, description)).toBe(expected);
  });

  it('keeps the first 55 words of a long content', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    expect(jsonLdDescription(null, words)).toBe(`&lt;p&gt;${words.split(' ').slice(0, 55).join(' ')}&hellip;&lt;/p&gt;\\n`);
  });
});
