import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DATES_MESSAGE = 'Show dates with useDateFormatter() from platform/dates/';
const DATE_FNS_DISPLAY_FORMATS = [
  'format',
  'formatDate',
  'formatRelative',
  'formatDistance',
  'formatDistanceStrict',
  'formatDistanceToNow',
  'formatDistanceToNowStrict',
  'intlFormat',
  'intlFormatDistance',
];
const HAND_MADE_DATE_FORMATS = [
  {
    selector:
      'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
    message: `${DATES_MESSAGE} (numbers: Intl.NumberFormat).`,
  },
  {
    selector:
      "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
    message: DATES_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The web app's layers: app/ composes features; features never import app/; platform/ and
  // ui/ sit below the features and import none of them.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/app/*'], message: 'features/ must not import from app/.' }],
          // One way to show dates (PRODUCT "Dates and numbers"): platform/dates formats them.
          paths: [
            {
              name: 'date-fns',
              importNames: DATE_FNS_DISPLAY_FORMATS,
              message: DATES_MESSAGE + ' (lightFormat is for machine keys such as yyyy-MM-dd).',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...HAND_MADE_DATE_FORMATS],
    },
  },
  {
    files: ['apps/web/src/platform/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/features/*'],
              message: 'platform/ and ui/ sit below the features.',
            },
          ],
        },
      ],
    },
  },
);
