import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import importPlugin from "eslint-plugin-import";
import prettier from "eslint-config-prettier";

export default [
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  { plugins: { import: importPlugin }, rules: { "import/order": ["warn", { "newlines-between": "always", alphabetize: { order: "asc" } }] } },
  prettier,
];
