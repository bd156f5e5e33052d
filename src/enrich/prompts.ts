import fs from 'node:fs';

/** The tasks of enrichment: machine-made fields of a paper version. */
export const TASKS = ['title_zh', 'summary_zh', 'summary_en'] as const;
/** One enrichment task. */
export type Task = (typeof TASKS)[number];

/** Version of the enrichment prompt: the file name in prompts/. A new file re-enriches only what it covers. */
export const ENRICH_PROMPT_VERSION = 'enrich-v1';
/** Version of the organisation-name prompt. */
export const ORG_PROMPT_VERSION = 'org-name-zh-v1';

const read = (name: string) => fs.readFileSync(new URL(`./prompts/${name}.md`, import.meta.url), 'utf8');
const ENRICH = read(ENRICH_PROMPT_VERSION);
/** The system prompt that asks for a Chinese organisation name. */
export const ORG_PROMPT = read(ORG_PROMPT_VERSION).trim();

/** Splits the prompt file into its head and the instructions of each field (`### <task>` sections). */
function sections(text: string): { head: string; fields: Record<string, string> } {
  const [head, ...rest] = text.split(/^### /m);
  const fields: Record<string, string> = {};
  for (const part of rest) {
    const nl = part.indexOf('\n');
    fields[part.slice(0, nl).trim()] = part.slice(nl + 1).trim();
  }
  return { head: head.trim(), fields };
}

const PARSED = sections(ENRICH);

/** The system prompt asking for `tasks`, with the glossary entries that the batch mentions. */
export function enrichSystemPrompt(tasks: readonly Task[], glossary: [string, string][]): string {
  const keys = tasks.map((t) => `"${t}":…`).join(',');
  const fields = tasks.map((t) => PARSED.fields[t]).join('\n');
  const gloss = glossary.length ? `Glossary: ${glossary.map(([en, zh]) => `${en}=${zh}`).join('; ')}.` : '';
  return PARSED.head.replace('{{keys}}', keys).replace('{{fields}}', fields).replace('{{glossary}}', gloss).replace(/\n{2,}/g, '\n');
}
