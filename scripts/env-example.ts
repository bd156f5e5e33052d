// Writes .env.example from the settings table in src/config.ts (a test checks it is up to date).
import fs from 'node:fs';
import { envExample } from '../src/config.ts';

fs.writeFileSync(new URL('../.env.example', import.meta.url), envExample());
console.log('.env.example written');
