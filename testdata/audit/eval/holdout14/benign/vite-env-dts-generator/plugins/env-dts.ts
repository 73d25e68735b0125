import fs from 'node:fs';
import type { Plugin } from 'vite';
export default function envDts(): Plugin {
  return {
    name: 'env-dts',
    configResolved(cfg) {
      const keys = Object.keys(cfg.env).filter(k => k.startsWith('VITE_')).sort();
      fs.writeFileSync('src/env.d.ts',
        `/// <reference types="vite/client" />\ninterface ImportMetaEnv {\n${keys.map(k => `  readonly ${k}: string;`).join('\n')}\n}\n`);
    },
  };
}
