import type { TemplatesResponse } from '@shared/communications/schemas/communications.js';

/** The placeholders a template may use, as they are written in one: `{{name}} {{address}} …`. */
export function templatePlaceholders(templates: TemplatesResponse | undefined): string {
  return (templates?.fields ?? []).map((field) => `{{${field.name}}}`).join(' ');
}
