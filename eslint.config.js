// ESLint for the whole project (README, "Tests"): TypeScript, React hooks and JSX
// accessibility rules; formatting is Prettier's (.prettierrc.json), so style rules are off here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// README, "How it is built": the folders are the layers, and arrows point down: core/ ← mount/ ←
// widgets/ ← src/ (the app shell); demo-pages/, scripts/ and tests/ stand outside the bundle, which
// imports none of them.
const OUTSIDE_THE_BUNDLE = ['scripts', 'tests', 'demo-pages'];
/**
 * A family's blocks (widgets/<family>/blocks/<slug>/: README, "Blocks") are the block editor's code:
 * built with the editor kit (blocks/) into the plugin's editor script, never into the bundle.
 */
const BLOCK_EDITOR_FILES = ['widgets/*/blocks/**'];
const LAYERS = [
  { name: 'core', files: ['core/**'], above: ['mount', 'widgets', 'src'] },
  { name: 'mount', files: ['mount/**'], above: ['widgets', 'src'] },
  { name: 'widgets', files: ['widgets/**'], above: ['src'] },
  { name: 'src', files: ['src/**'], above: [] },
];

/**
 * One `no-restricted-imports` per layer. Imports are relative paths, so a pattern is any number of
 * `../` and then a folder the layer may not reach (from core/hooks, `../../src` is the shell). The
 * manifest's `virtual:cms-islands/…` modules name the families: only the shell reads them. Test
 * files stand outside the layers wherever they are.
 */
function layerRules() {
  const bundleLayers = LAYERS.map(({ name, files, above }) => {
    const patterns = [
      {
        regex: `^(\\.\\./)+(${[...above, ...OUTSIDE_THE_BUNDLE].join('|')})(/|$)`,
        message: `${name} imports only the layers below it (README, "How it is built": core ← mount ← widgets ← src), and never demo-pages/, scripts/ or tests/.`,
      },
      {
        // blocks/ from anywhere, a family's own blocks/ from its folder (`./blocks/…`).
        regex: '(^|/)blocks(/|$)',
        message: `${name} may not import the block editor's code (blocks/, widgets/<family>/blocks/): it is built into the plugin's editor script, never into the bundle (README, "How it is built").`,
      },
    ];
    if (name !== 'src') {
      patterns.push({
        regex: '^virtual:cms-islands/',
        message: `${name} may not import the manifest's virtual modules: they name the families, and only the shell (src/) reads them (README, "How it is built").`,
      });
    }
    return { files, ignores: [...TEST_FILES, ...BLOCK_EDITOR_FILES], rules: { 'no-restricted-imports': ['error', { patterns }] } };
  });
  const blockEditor = {
    files: BLOCK_EDITOR_FILES,
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(src|${OUTSIDE_THE_BUNDLE.join('|')})(/|$)`,
              message: `A block's editor code imports the editor kit (blocks/) and the layers below the shell, never src/, demo-pages/, scripts/ or tests/ (README, "How it is built").`,
            },
          ],
        },
      ],
    },
  };
  return [...bundleLayers, blockEditor];
}

/**
 * README, "Markup names: one schema per family": a data attribute is spelled in one place, the core's
 * core/markup.ts or its family's markup.ts; everywhere else in the bundle's code it is looked up
 * there. A string or template part that starts with `data-` or holds `[data-` (a selector), and a
 * JSX `data-…` attribute, are refused outside those files. Option attributes are read by their
 * options schema's field names (mount/options.ts), not spelled.
 */
const markupNamesRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const spelled = (text) => typeof text === 'string' && /^data-|\[data-/.test(text);
    const report = (node, text) =>
      context.report({
        node,
        message: `"${text}" is a markup name spelled in place: name it in core/markup.ts or the family's markup.ts and use it from there (README, "Markup names: one schema per family").`,
      });
    return {
      Literal(node) {
        if (spelled(node.value)) report(node, node.value);
      },
      TemplateElement(node) {
        if (spelled(node.value.cooked ?? node.value.raw)) report(node, node.value.raw);
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name.startsWith('data-')) report(node, node.name.name);
      },
      // Whole lookups (`TABS_MARKUP.attributes.tab`) are what the build writes as strings
      // (scripts/markup-names-plugin.ts); a destructured group would keep the object in the bundle.
      VariableDeclarator(node) {
        if (node.id.type === 'ObjectPattern' && node.init?.type === 'Identifier' && /_MARKUP$/.test(node.init.name))
          context.report({
            node,
            message: `Look markup names up whole (${node.init.name}.group.name), not destructured: the build writes each whole lookup as its string (README, "Markup names: one schema per family").`,
          });
      },
    };
  },
};

/** Files outside the layers wherever they sit: tests and what only tests import. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support.ts', '**/test-support.tsx'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tests/fixtures/**', 'tests/bench/out/**', '**/*.d.ts.map'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The hook rules, not the React Compiler's: widgets enhance server nodes in place from effects by
    // design (README, "How it is built"), which the compiler's immutability rules would forbid.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // README, "HTML answers": the bundle turns a string into HTML in ONE place, the sanitizer
    // (core/html/). Every other HTML sink and parser is refused here, in the bundle's own code.
    files: ['core/**', 'src/**', 'mount/**', 'widgets/**'],
    ignores: ['core/html/**', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['innerHTML', 'outerHTML'].map((name) => ({
          selector: `AssignmentExpression > MemberExpression.left[property.name='${name}']`,
          message: `No ${name}: HTML from anywhere goes through loadHtmlSanitizer() (core/html/html-answer.ts).`,
        })),
        ...[
          'insertAdjacentHTML',
          'createContextualFragment',
          'parseFromString',
          'write',
          'writeln',
          'setHTMLUnsafe',
          'parseHTMLUnsafe',
        ].map((name) => ({
          selector: `CallExpression > MemberExpression.callee[property.name='${name}']`,
          message: `No ${name}(): HTML from anywhere goes through loadHtmlSanitizer() (core/html/html-answer.ts).`,
        })),
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: HTML from anywhere goes through loadHtmlSanitizer() (core/html/html-answer.ts).',
        },
        {
          selector: "NewExpression[callee.name='DOMParser']",
          message: 'No DOMParser: HTML from anywhere goes through loadHtmlSanitizer() (core/html/html-answer.ts).',
        },
      ],
    },
  },
  // The layers (README, "How it is built"), one rule per folder.
  ...layerRules(),
  {
    files: ['core/**', 'src/**', 'mount/**', 'widgets/**'],
    // A block's editor spells the attributes its preview sets, as its render.php does: both are
    // checked against the schemas by tests/unit/blocks/markup-names.test.ts.
    ignores: [...TEST_FILES, ...BLOCK_EDITOR_FILES, 'core/markup.ts', 'widgets/*/markup.ts', 'src/inspector/markup.ts'],
    plugins: { islands: { rules: { 'markup-names': markupNamesRule } } },
    rules: { 'islands/markup-names': 'error' },
  },
  {
    // Tests, tools and the demo server talk to the console and build fixtures freely.
    files: ['tests/**', 'scripts/**', 'demo-pages/**', 'vite.config.ts', ...TEST_FILES],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
