import js from '@eslint/js';
import noInternalFetch from './eslint-rules/no-internal-fetch.mjs';

export default [
  js.configs.recommended,
  { plugins: { local: { rules: { 'no-internal-fetch': noInternalFetch } } },
    rules: { 'local/no-internal-fetch': 'error' } },
];
