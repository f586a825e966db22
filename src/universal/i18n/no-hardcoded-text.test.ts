/**
 * Every text a person reads comes from the message catalogs. This scans the screens (src/app and
 * src/features .tsx) for the places a text is written in: JSX text, string literals in JSX children,
 * in props people read or hear (aria-label, title, placeholder, label, alt, helperText, titleAccess,
 * pendingLabel, message), in page titles (useDocumentTitle) and the fallback of a server error
 * (errorMessage). Toasts need no scan: they take a catalog id or an element, never a string (src/browser-kit/toast.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['src/app', 'src/features', 'src/browser-kit/ui'];
const READ_PROPS = new Set([
  'aria-label',
  'title',
  'placeholder',
  'label',
  'alt',
  'helperText',
  'aria-valuetext',
  'titleAccess',
  'pendingLabel',
  'message',
]);
const TEXT_CALLS = new Set(['useDocumentTitle', 'errorMessage']);

/** The shop's name (its word mark) reads the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['storefront', 'Storefront']);

/** A word a person reads: two letters in a row (leaves '·', '×', '%', '#' and punctuation alone). */
const WORDS = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** String literals an expression can evaluate to directly (through ?:, ??, || and templates). */
function literalTexts(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)];
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  )
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  return [];
}

function textOf(node: ts.Node): string {
  if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) return node.text;
  return node.getText();
}

export function hardCodedTexts(file: string, source = readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const text = textOf(node).trim();
    if (WORDS.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text)) {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(ROOT, file)}:${line + 1} ${JSON.stringify(text)}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      literalTexts(node.expression).forEach(report);
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value);
      else if (ts.isJsxExpression(value) && value.expression) literalTexts(value.expression).forEach(report);
    } else if (ts.isCallExpression(node) && TEXT_CALLS.has(node.expression.getText())) {
      node.arguments.flatMap(literalTexts).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('texts on screen', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

  it('come from the message catalogs, not from string literals in the screens', () => {
    const found = files.flatMap((file) => hardCodedTexts(file));
    expect(found).toEqual([]);
  });

  it('recognises the ways a text is written into a screen', () => {
    const screen = `
      export const A = () => (
        <Box aria-label="Close menu" title={open ? 'Open' : 'Closed'}>
          Your cart is empty
          {count > 1 ? 'items' : null}
          <TextField label={\`Quantity for \${title}\`} placeholder={intl.formatMessage({ id: 'x' })} />
          {product.title} · {'  '} ×
        </Box>
      );
      function B() { useDocumentTitle('Sign in'); <FailureText message="Failed to load cart" error={error} />; }`;
    expect(hardCodedTexts('/virtual/Screen.tsx', screen).map((hit) => hit.replace(/^.*:\d+ /, ''))).toEqual([
      '"Close menu"',
      '"Open"',
      '"Closed"',
      '"Your cart is empty"',
      '"items"',
      '"Quantity for"',
      '"Sign in"',
      '"Failed to load cart"',
    ]);
  });
});
